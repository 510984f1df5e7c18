import { Status } from '@hondana/schemas/contracts';
import { textIn } from '@hondana/schemas';
import type { Knex } from 'knex';
import { policy, requireReader } from '../access/policy';
import type { AdminScope, ReaderScope } from '../access/scope';
import type { Company } from '../access/company';
import type { Clock } from '../clock';
import { toIso } from '../db/json';
import { AppError } from '../errors';
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
export function createReceipts({ db, clock, settings }: ReceiptDeps) {
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
    return { fileName: `receipt-${paymentId}-${chosen}.pdf`, pdf };
  }

  return {
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

/** `?lang=` when given (ja or en, 400 otherwise), else the reader's profile language. */
function languageOf(requested: unknown, profile: unknown): ReceiptLanguage {
  if (requested === undefined) return profile === 'en' ? 'en' : 'ja';
  if (requested === 'ja' || requested === 'en') return requested;
  throw AppError.badRequest({ lang: 'Choose ja or en.' });
}
