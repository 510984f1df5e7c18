import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import type { Charge } from '../money';
import { ordinalPercent } from '../plans';
import type { Plan } from '../plans';
import type { OrderRow, SubscriptionRow } from './model';
import { periodCharge } from './quote';
import { chargeColumns } from './rows';
import { inFlight } from './upgradeExpiry';

/**
 * The orders of a plan change (docs/decisions.md "Plan change"): an upgrade's order for the
 * prorated difference, closed when the reader changes again or leaves it unpaid, and the first
 * order re-priced when the plan changes during free days.
 */

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
  // Two changes racing number their orders alike: the second waits for the first (871).
  await insertOnce(trx, {
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

async function insertOnce(trx: Knex, row: Record<string, unknown>) {
  try {
    await trx('orders').insert(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Status.paymentProcessing);
    throw err;
  }
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
 * During free days the first order (still unpaid, due when they end) is priced on the new
 * plan: its period-1 ordinal, the coupon it was opened with; the due date stays.
 */
export async function repriceFirstOrder(trx: Knex, order: OrderRow, plan: Plan, now: Date) {
  const ordinal = await ordinalPercent(trx, plan.id, 1);
  // The quote's rule for period 1 (quote.ts), so the page's figure is the charge.
  const charge = periodCharge(
    {
      plan,
      ordinals: new Map(ordinal === null ? [] : [[1, ordinal]]),
      coupon:
        order.coupon_percent === null
          ? null
          : { code: order.coupon_code ?? '', discountPercent: order.coupon_percent },
    },
    1,
  );
  await trx('orders')
    .where({ id: order.id, status: 'PENDING' })
    .update({
      plan_id: plan.id,
      ordinal_percent: ordinal,
      ...chargeColumns(charge),
      updated_at: now.toISOString(),
    });
}
