import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { AppError } from '../errors';
import type { Charge } from '../money';
import { priceCharge } from '../money';
import { listPrice, ordinalPercent } from '../plans';
import type { Plan } from '../plans';
import type { OrderRow, SubscriptionRow } from './model';
import { chargeColumns } from './rows';

/**
 * The orders of a plan change (docs/decisions.md "Plan change"): an upgrade's order for the
 * prorated difference, closed when the reader changes again or leaves it unpaid, and the first
 * order re-priced when the plan changes during free days.
 */

/**
 * Attempts whose money may be in flight: an upgrade order with one is left alone (a change
 * waits with 871). A 3-D Secure page expires at the gateway within minutes: an attempt resting
 * there longer is dead and its order may close.
 */
const IN_FLIGHT = ['processing', 'unanswered', 'pending'];
export const CHALLENGE_EXPIRY_MS = 15 * 60_000;

/** An upgrade pays for the rest of a running period: none once it has ended. */
export function isUpgradePayable(subscription: SubscriptionRow, now: Date): boolean {
  const end = subscription.period_end ? new Date(subscription.period_end) : null;
  return subscription.status === 'ACTIVE' && end !== null && end > now;
}

/** The upgrade's order, due now: period `periods_billed`, numbered after the period's others. */
export async function openUpgradeOrder(
  trx: Knex,
  { subscription, plan, charge, now }: UpgradeOrder,
): Promise<OrderRow> {
  const period = Number(subscription.periods_billed);
  const last = await trx('orders')
    .where({ subscription_id: subscription.id, period_number: period })
    .max('change_number as n')
    .first();
  const at = now.toISOString();
  const id = randomUUID();
  await trx('orders').insert({
    id,
    company_id: subscription.company_id,
    user_id: subscription.user_id,
    subscription_id: subscription.id,
    status: 'PENDING',
    kind: 'UPGRADE',
    plan_id: plan.id,
    period_number: period,
    change_number: Number(last?.n ?? 0) + 1,
    due_at: at,
    ...chargeColumns(charge),
    created_at: at,
    updated_at: at,
  });
  return (await trx('orders').where({ id }).first()) as OrderRow;
}

interface UpgradeOrder {
  subscription: SubscriptionRow;
  plan: Plan;
  charge: Charge;
  now: Date;
}

/**
 * Closes the subscription's unpaid upgrade orders (the reader chose again); 871 while one of
 * them is being charged. They hold no coupon use.
 */
export async function closeUpgradeOrders(trx: Knex, subscriptionId: string, now: Date) {
  const open = trx('orders').where({
    subscription_id: subscriptionId,
    kind: 'UPGRADE',
    status: 'PENDING',
  });
  const busy = await inFlight(trx, open.clone().select('id'), now).first('id');
  if (busy) throw new AppError(Status.paymentProcessing);
  await open.update({ status: 'CANCELLED', updated_at: now.toISOString() });
}

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
function inFlight(trx: Knex, orders: Knex.QueryBuilder, now: Date) {
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

/**
 * During free days the first order (still unpaid, due when they end) is priced on the new
 * plan: its period-1 ordinal, the coupon it was opened with; the due date stays.
 */
export async function repriceFirstOrder(trx: Knex, order: OrderRow, plan: Plan, now: Date) {
  const ordinal = await ordinalPercent(trx, plan.id, 1);
  const charge = priceCharge({
    base: listPrice(plan),
    ordinalPercent: ordinal,
    couponPercent: order.coupon_percent,
  });
  await trx('orders')
    .where({ id: order.id, status: 'PENDING' })
    .update({
      plan_id: plan.id,
      ordinal_percent: ordinal,
      ...chargeColumns(charge),
      updated_at: now.toISOString(),
    });
}
