import type { Transaction } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';
import { yen } from '../subscription/money';

type Row = [key: string, label: string, value: string];

/**
 * The payment's figures as the server stored them (the reader never computes money): base,
 * discount, tax and total; refunds and what was kept; the card and the coupon.
 */
export function PaymentFigures({ payment }: { payment: Transaction }) {
  const { t } = useTranslation();
  const rows: Row[] = [['base', t('paymentHistory.base'), yen(payment.baseAmount)]];
  if (payment.discountAmount > 0) {
    rows.push(['discount', t('paymentHistory.discount'), `−${yen(payment.discountAmount)}`]);
  }
  rows.push(
    ['tax', t('paymentHistory.tax', { rate: payment.taxRatePercent }), yen(payment.taxAmount)],
    ['total', t('paymentHistory.total'), yen(payment.totalAmount)],
  );
  if (payment.refundedAmount > 0) {
    const tax = yen(payment.refundedTaxAmount);
    rows.push(
      ['refunded', t('paymentHistory.refunded', { tax }), `−${yen(payment.refundedAmount)}`],
      ['kept', t('paymentHistory.kept'), yen(payment.keptAmount)],
    );
  }
  if (payment.failureCode) {
    rows.push(['failure', t('paymentHistory.failure'), failureText(t, payment.failureCode)]);
  }
  rows.push(
    ['card', t('paymentHistory.card'), cardText(t, payment)],
    ['coupon', t('paymentHistory.coupon'), payment.couponCode ?? '—'],
  );
  return (
    <dl className="hd-payment-figures">
      {rows.map(([key, label, value]) => (
        <div key={key} className="hd-payment-figures__row" data-figure={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

function cardText(t: Translate, payment: Transaction): string {
  if (!payment.cardLast4) return '—';
  const ending = t('paymentHistory.cardEnding', { last4: payment.cardLast4 });
  return payment.cardBrand ? `${payment.cardBrand.toUpperCase()} ${ending}` : ending;
}

/** The card gateway's reason in words (card.failure.*), or its code when it has none. */
function failureText(t: Translate, code: string): string {
  const key = `card.failure.${code}`;
  const text = t(key);
  return text === key ? code : text;
}
