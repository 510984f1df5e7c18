import type { Knex } from 'knex';
import { OPEN_STATUSES } from './model';
import type { SubscriptionRow } from './model';

/**
 * A reader's place for a plan: one open subscription per reader and plan (`open_key`, unique),
 * and the plans a scheduled change or an unpaid order has promised, which a registration may
 * not take meanwhile (lifecycle.ts moves the key when a change is made).
 */

/** The key that keeps one open subscription per reader and plan (881 for a second). */
export const openKey = (userId: string, planId: string) => `${userId}:${planId}`;

/** Whether no other open subscription of the reader holds `planId`. */
export async function isKeyFree(trx: Knex, row: SubscriptionRow, planId: string) {
  const held = await trx('subscriptions')
    .where({ open_key: openKey(row.user_id, planId) })
    .whereNot({ id: row.id })
    .first('id');
  return !held;
}

/**
 * Whether `planId` is promised to another open subscription of the reader: a change scheduled
 * to it, or an unpaid order (an upgrade, a renewal that switches) that would move there.
 */
export async function isPromised(trx: Knex, userId: string, planId: string) {
  const scheduled = await trx('subscriptions')
    .where({ user_id: userId, next_plan_id: planId })
    .whereIn('status', OPEN_STATUSES)
    .first('id');
  if (scheduled) return true;
  const ordered = await trx('orders as o')
    .join('subscriptions as s', 's.id', 'o.subscription_id')
    .where({ 'o.user_id': userId, 'o.plan_id': planId, 'o.status': 'PENDING' })
    .whereNot('s.plan_id', planId)
    .whereIn('s.status', OPEN_STATUSES)
    .first('o.id');
  return Boolean(ordered);
}
