import type { Knex } from 'knex';
import { isStorable } from '../db/storable';

type Row = Record<string, unknown>;

/** At most this many refunds are itemised on a receipt; the rest are one line (bounded work). */
export const MAX_ITEMISED_REFUNDS = 5;

export interface ReceiptSource {
  /** The payment with its plan's name, its order's period and coupon, and its reader. */
  payment: Row;
  /** Its first refunds that went through, oldest first (at most MAX_ITEMISED_REFUNDS + 1). */
  refunds: Row[];
}

/**
 * Read-only: what a receipt is made of, for one payment of `companyId` (and of `userId` when
 * given: a reader sees only their own). Null when there is no such payment, so the caller
 * answers 869 for another reader's or another tenant's payment alike.
 */
export async function receiptSource(
  db: Knex,
  where: { companyId: string; userId?: string; id: string },
): Promise<ReceiptSource | null> {
  const { companyId, userId, id } = where;
  if (!isStorable(id) || id.length > 36) return null;
  const query = db('payments as pm')
    .join('orders as o', 'o.id', 'pm.order_id')
    .join('subscriptions as s', 's.id', 'o.subscription_id')
    .join('subscription_plans as p', 'p.id', 's.plan_id')
    .join('users as u', 'u.id', 'pm.user_id')
    .where({ 'pm.company_id': companyId, 'pm.id': id })
    .select(
      'pm.*',
      'o.period_number',
      'o.coupon_code',
      'p.name as plan_name',
      'u.email as user_email',
      'u.full_name as user_full_name',
      'u.lang as user_lang',
    );
  if (userId) query.where('pm.user_id', userId);
  const payment = (await query.first()) as Row | undefined;
  if (!payment) return null;
  const refunds: Row[] = await db('refunds')
    .where({ payment_id: id, status: 'succeeded' })
    .orderBy('seq')
    .limit(MAX_ITEMISED_REFUNDS + 1)
    .select('amount', 'tax_amount', 'updated_at');
  return { payment, refunds };
}
