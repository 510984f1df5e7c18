import type { ReceiptLanguage } from './texts';
import { dayOf, receiptTexts, yen } from './texts';

/** The figures and names one receipt is made of (integer yen, ISO times). */
export interface ReceiptFacts {
  lang: ReceiptLanguage;
  paymentId: string;
  paidAt: string;
  issuedAt: string;
  planName: string;
  periodNumber: number;
  couponCode: string | null;
  base: number;
  discount: number;
  tax: number;
  total: number;
  taxRatePercent: number;
  refunded: number;
  refundedTax: number;
  /** Refunds that went through, oldest first; only the first `maxItemised` get a line each. */
  refunds: { at: string; amount: number; tax: number }[];
  maxItemised: number;
  cardBrand: string | null;
  cardLast4: string | null;
  issuerName: string;
  /** T + 13 digits, or '' when the tenant gave none (a plain receipt). */
  registrationNumber: string;
  recipientName: string;
}

export interface ReceiptLine {
  label: string;
  amount: string;
  isTotal?: boolean;
}

/** A receipt in words and figures, ready to be laid out (render.ts). */
export interface Receipt {
  title: string;
  /** "Qualified invoice" under the title, or null for a plain receipt. */
  subtitle: string | null;
  meta: [label: string, value: string][];
  recipient: string;
  headline: { label: string; amount: string };
  purpose: string;
  lines: ReceiptLine[];
  byRate: { title: string; line: string };
  payment: string;
  issuer: { title: string; lines: string[] };
  note: string;
}

/**
 * A receipt of one paid payment. It never states more than was kept: refunds are lines of
 * their own and the amount received is the total less them, with the tax in it (a qualified
 * invoice's "amount and tax per rate", and the return's figures, on one document).
 */
export function receiptOf(facts: ReceiptFacts): Receipt {
  const text = receiptTexts[facts.lang];
  // Long names are cut here, so the words around them (様, period, として) stay on the page.
  const plan = clip(facts.planName, 30);
  const rate = facts.taxRatePercent;
  const kept = facts.total - facts.refunded;
  const keptTax = facts.tax - facts.refundedTax;
  const isQualified = facts.registrationNumber !== '';
  const discountLabel = facts.couponCode ? text.coupon(facts.couponCode) : text.discount;
  const lines: ReceiptLine[] = [
    { label: text.item(plan, facts.periodNumber), amount: yen(facts.base) },
    ...(facts.discount > 0 ? [{ label: discountLabel, amount: yen(-facts.discount) }] : []),
    { label: text.subtotal(rate), amount: yen(facts.base - facts.discount) },
    { label: text.tax(rate), amount: yen(facts.tax) },
    { label: text.total, amount: yen(facts.total), isTotal: true },
    ...refundLines(facts),
  ];
  if (facts.refunded > 0) lines.push({ label: text.kept, amount: yen(kept), isTotal: true });
  return {
    title: text.title,
    subtitle: isQualified ? text.qualifiedInvoice : null,
    meta: [
      [text.number, facts.paymentId],
      [text.paidOn, dayOf(facts.paidAt, facts.lang)],
      [text.issuedOn, dayOf(facts.issuedAt, facts.lang)],
    ],
    recipient: text.recipient(clip(facts.recipientName, 20)),
    headline: { label: text.received, amount: yen(kept) },
    purpose: text.purpose(plan),
    lines,
    byRate: { title: text.byRate, line: text.rateLine(rate, yen(kept), yen(keptTax)) },
    payment:
      facts.cardBrand && facts.cardLast4
        ? text.card(facts.cardBrand.toUpperCase(), facts.cardLast4)
        : text.cardUnknown,
    issuer: {
      title: text.issuer,
      lines: [
        clip(facts.issuerName, 20),
        ...(isQualified ? [text.registrationNumber(facts.registrationNumber)] : []),
      ],
    },
    note: text.note,
  };
}

/** One line per refund up to the cap; what is left of the refunded total is one more line. */
function refundLines(facts: ReceiptFacts): ReceiptLine[] {
  const text = receiptTexts[facts.lang];
  const shown = facts.refunds.slice(0, facts.maxItemised);
  const lines = shown.map((refund) => ({
    label: text.refund(dayOf(refund.at, facts.lang), yen(refund.tax)),
    amount: yen(-refund.amount),
  }));
  const rest = facts.refunded - shown.reduce((sum, refund) => sum + refund.amount, 0);
  const restTax = facts.refundedTax - shown.reduce((sum, refund) => sum + refund.tax, 0);
  if (rest > 0) lines.push({ label: text.otherRefunds(yen(restTax)), amount: yen(-rest) });
  return lines;
}

/** At most `length` characters (code points), the last an ellipsis when cut. */
function clip(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join('')}…`;
}
