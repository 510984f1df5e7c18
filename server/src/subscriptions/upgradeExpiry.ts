import type { Knex } from 'knex';

/**
 * Attempts whose money may be in flight: an upgrade order with one is left alone (a change
 * waits with 871). A 3-D Secure page expires at the gateway within minutes: an attempt resting
 * there longer is dead and its order may close.
 */
const IN_FLIGHT = ['processing', 'unanswered', 'pending'];
export const CHALLENGE_EXPIRY_MS = 15 * 60_000;

/**
 * Closes upgrade orders left unpaid `expiryMs` or past their period's end, none of whose
 * attempts may still be charging; answers how many (the renewal run's expiry step).
 */
export async function expireUpgradeOrders(trx: Knex, now: Date, expiryMs: number) {
  const before = new Date(now.getTime() - expiryMs).toISOString();
  const stale = trx('orders as o')
    .join('subscriptions as s', 's.id', 'o.subscription_id')
    .where({ 'o.kind': 'UPGRADE', 'o.status': 'PENDING' })
    .andWhere((w) =>
      w.where('o.updated_at', '<', before).orWhere('s.period_end', '<=', now.toISOString()),
    )
    .select('o.id');
  const ids: string[] = await trx('orders')
    .whereIn('id', stale)
    .whereNotIn('id', inFlight(trx, stale.clone(), now).select('order_id'))
    .pluck('id');
  if (!ids.length) return 0;
  return trx('orders')
    .whereIn('id', ids)
    .where({ status: 'PENDING' })
    .update({ status: 'CANCELLED', updated_at: now.toISOString() });
}

/** The attempts of `orders` that may still take money. */
export function inFlight(trx: Knex, orders: Knex.QueryBuilder, now: Date) {
  const challengeFrom = new Date(now.getTime() - CHALLENGE_EXPIRY_MS).toISOString();
  return trx('payments')
    .whereIn('order_id', orders)
    .andWhere((w) =>
      w
        .whereIn('status', IN_FLIGHT)
        .orWhere((c) =>
          c.where('status', 'requires_action').andWhere('updated_at', '>', challengeFrom),
        ),
    );
}
