import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { expireUpgradeOrders, lifecycle } from '../subscriptions';

/**
 * A registration whose first order stays unpaid this long is abandoned: its coupon use and the
 * reader's place for the plan go back (issue 30: unpaid orders held limited coupons forever).
 * A day, as card checkouts elsewhere expire (Stripe's sessions); a 3-D Secure page expires at
 * the gateway within minutes, so an attempt resting there that long is dead too.
 */
export const ORDER_EXPIRY_MS = 24 * 3_600_000;

/** Attempts whose money may be in flight: reconciliation settles them first, never expiry. */
const IN_FLIGHT = ['processing', 'unanswered', 'pending'];

/** Registrations abandoned per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Abandons the registrations whose first order has waited past the expiry, and closes the
 * upgrade orders left unpaid as long or past their period (they would hold the plan they lead
 * to: subscriptions/planHolds.ts); answers how many.
 */
export async function expireAbandonedOrders({
  db,
  clock,
  log,
}: {
  db: Knex;
  clock: Clock;
  log?: Logger;
}): Promise<number> {
  const now = clock.now();
  const before = new Date(now.getTime() - ORDER_EXPIRY_MS).toISOString();
  const ids: string[] = await db('subscriptions as s')
    .join('orders as o', 'o.subscription_id', 's.id')
    .where({ 's.status': 'PENDING', 'o.status': 'PENDING', 'o.period_number': 1 })
    .andWhere('o.updated_at', '<', before)
    .whereNotExists(
      db('payments as pm')
        .whereRaw('pm.order_id = o.id')
        .where((w) => w.whereIn('pm.status', IN_FLIGHT).orWhere('pm.updated_at', '>=', before)),
    )
    .orderBy('s.id')
    .limit(BATCH)
    .pluck('s.id');
  let expired = 0;
  for (const id of ids) {
    if (await db.transaction((trx) => lifecycle.abandon(trx, id, now))) expired += 1;
  }
  if (expired) log?.info({ expired }, 'abandoned registrations released');
  const upgrades = await db.transaction((trx) => expireUpgradeOrders(trx, now, ORDER_EXPIRY_MS));
  if (upgrades) log?.info({ upgrades }, 'unpaid upgrade orders closed');
  return expired + upgrades;
}
