import { Status } from '@hondana/schemas/contracts';
import { textIn } from '@hondana/schemas';
import type { Knex } from 'knex';
import { policy, requireReader } from '../access/policy';
import type { AdminScope, ReaderScope } from '../access/scope';
import type { Company } from '../access/company';
import { createCache } from '../cache/cache';
import type { Clock } from '../clock';
import { toIso } from '../db/json';
import { AppError } from '../errors';
import type { Mailer, MailTemplates } from '../mail';
import { jstDay, yen } from '../notifications';
import { MAX_ITEMISED_REFUNDS, receiptSource } from '../orders';
import type { ReceiptSource } from '../orders';
import type { SettingsService } from '../settings/service';
import { receiptOf } from './receipt';
import { renderReceipt } from './render';
import type { ReceiptLanguage } from './texts';

export interface ReceiptDeps {
  db: Knex;
  clock: Clock;
  settings: Pick<SettingsService, 'resolveWithSecrets'>;
  /** Sends a receipt again to the reader who paid (an admin's action). */
  mail?: { mailer: Mailer; templates: MailTemplates };
}

export interface ReceiptFile {
  fileName: string;
  pdf: Uint8Array;
}

/**
 * Receipts of paid payments as PDF (one page, fixed layout: bounded work per request), for the
 * reader who paid and for the tenant's admins. A qualified invoice when the tenant's company
 * settings carry its registration number, a plain receipt otherwise. 869 for a payment of
 * another reader or tenant, 400 for one that was not paid.
 */
export function createReceipts({ db, clock, settings, mail }: ReceiptDeps) {
  /** Payments whose receipt was mailed within RESEND_INTERVAL_MS: a double click sends one. */
  const recentlyMailed = createCache<string, true>({
    max: MAX_RECENTLY_MAILED,
    ttlMs: RESEND_INTERVAL_MS,
    now: () => clock.now().getTime(),
  });

  function takeMailTurn(paymentId: string) {
    if (recentlyMailed.get(paymentId)) throw new AppError(Status.tooManyRequests);
    recentlyMailed.set(paymentId, true);
  }

  async function issue(company: Company, source: ReceiptSource | null, lang: unknown) {
    if (!source) throw new AppError(Status.transactionNotFound);
    const { payment, refunds } = source;
    if (payment.status !== 'succeeded') {
      throw AppError.badRequest({ id: 'Only a paid payment has a receipt.' });
    }
    const chosen = languageOf(lang, payment.user_lang);
    const companySettings = await settings.resolveWithSecrets(company.id, 'company');
    const issuerName = textIn(companySettings.companyName, chosen) || company.name;
    const paymentId = String(payment.id);
    const issuedAt = clock.now().toISOString();
    const facts = {
      lang: chosen,
      paymentId,
      paidAt: toIso(payment.created_at) as string,
      issuedAt,
      planName: String(payment.plan_name ?? ''),
      periodNumber: Number(payment.period_number),
      couponCode: (payment.coupon_code as string | null) ?? null,
      base: Number(payment.base_amount),
      discount: Number(payment.discount_amount),
      tax: Number(payment.tax_amount),
      total: Number(payment.total_amount),
      taxRatePercent: Number(payment.tax_rate_percent),
      refunded: Number(payment.refunded_amount ?? 0),
      refundedTax: Number(payment.refunded_tax_amount ?? 0),
      refunds: refunds.map((refund) => ({
        at: toIso(refund.updated_at) as string,
        amount: Number(refund.amount),
        tax: Number(refund.tax_amount),
      })),
      maxItemised: MAX_ITEMISED_REFUNDS,
      cardBrand: (payment.card_brand as string | null) ?? null,
      cardLast4: (payment.card_last4 as string | null) ?? null,
      issuerName,
      registrationNumber: companySettings.invoiceRegistrationNumber ?? '',
      recipientName: String(payment.user_full_name || payment.user_email),
    };
    const pdf = await renderReceipt(receiptOf(facts), { paymentId, issuerName, issuedAt });
    return { fileName: `receipt-${paymentId}-${chosen}.pdf`, pdf, facts };
  }

  return {
    /**
     * `POST /api/admin/transactions/{id}/receipt-mail`: the receipt, in the reader's language,
     * mailed again to the reader who paid (400 when the account has no e-mail address; 429
     * within a minute of the last one).
     */
    async mailToReader({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      const source = await receiptSource(db, { companyId: company.id, id });
      const to = source?.payment.user_email;
      if (source && typeof to !== 'string') {
        throw AppError.badRequest({ id: 'This reader has no e-mail address.' });
      }
      const { fileName, pdf, facts } = await issue(company, source, undefined);
      if (!mail) throw new AppError(Status.serviceUnavailable);
      takeMailTurn(id);
      const rendered = mail.templates.render('receipt', facts.lang, {
        fullName: facts.recipientName,
        companyName: facts.issuerName,
        planName: facts.planName,
        amount: yen(facts.total),
        paidOn: jstDay(facts.paidAt),
      });
      const attachment = { filename: fileName, content: pdf, contentType: 'application/pdf' };
      await mail.mailer.send({ to: to as string, ...rendered, attachments: [attachment] });
      return { id, sentTo: to as string };
    },

    /** `GET /transaction/receipt/{id}?lang=`: the reader's own payment only. */
    async forReader({
      scope,
      id,
      lang,
    }: {
      scope: ReaderScope;
      id: string;
      lang: unknown;
    }): Promise<ReceiptFile> {
      const reader = requireReader(scope);
      const where = { companyId: scope.company.id, userId: reader.id, id };
      return issue(scope.company, await receiptSource(db, where), lang);
    },

    /** `GET /api/admin/transactions/{id}/receipt?lang=`: any payment of the admin's tenant. */
    async forAdmin({
      scope,
      id,
      lang,
    }: {
      scope: AdminScope;
      id: string;
      lang: unknown;
    }): Promise<ReceiptFile> {
      const company = policy.managedUsers(scope);
      return issue(company, await receiptSource(db, { companyId: company.id, id }), lang);
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;

/** A receipt is mailed again at most once a minute per payment. */
const RESEND_INTERVAL_MS = 60_000;
/** Payments whose last receipt mail one process remembers. */
export const MAX_RECENTLY_MAILED = 1000;

/** `?lang=` when given (ja or en, 400 otherwise), else the reader's profile language. */
function languageOf(requested: unknown, profile: unknown): ReceiptLanguage {
  if (requested === undefined) return profile === 'en' ? 'en' : 'ja';
  if (requested === 'ja' || requested === 'en') return requested;
  throw AppError.badRequest({ lang: 'Choose ja or en.' });
}
