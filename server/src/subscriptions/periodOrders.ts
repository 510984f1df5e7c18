import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ordinalPercent, planRepository } from '../plans';
import type { OrderRow, SubscriptionRow } from './model';
import { periodCharge } from './quote';
import { isKeyFree } from './planHolds';
import { chargeColumns } from './rows';

/**
 * The order of a subscription's next period, due at the running period's end: written once
 * (unique per subscription and period), so two renewal runs meet on one order. The coupon was
 * for the order it was entered on (the first); later periods take the plan's price and its
 * discount ordinal for the period's number. A scheduled change prices the plan it switches to
 * (paying the order switches: lifecycle.startPeriod), unless the reader holds that plan elsewhere.
 */
export async function orderForPeriod(
  db: Knex,
  subscription: SubscriptionRow,
  now: Date,
): Promise<OrderRow> {
  const period = Number(subscription.periods_billed) + 1;
  const where = { subscription_id: subscription.id, period_number: period, change_number: 0 };
  const existing = (await db('orders').where(where).first()) as OrderRow | undefined;
  if (existing) return existing;
  const next = subscription.next_plan_id;
  const planId = next && (await isKeyFree(db, subscription, next)) ? next : subscription.plan_id;
  const plan = await planRepository(db).find(subscription.company_id, planId);
  if (!plan) throw new Error(`Plan ${planId} of a subscription is gone.`);
  const ordinal = await ordinalPercent(db, plan.id, period);
  // The quote's own rule (quote.ts), so the price shown for this date is the price charged.
  const ordinals = new Map(ordinal === null ? [] : [[period, ordinal]]);
  const charge = periodCharge({ plan, ordinals, coupon: null }, period);
  const at = now.toISOString();
  await db('orders')
    .insert({
      id: randomUUID(),
      company_id: subscription.company_id,
      user_id: subscription.user_id,
      ...where,
      status: 'PENDING',
      kind: 'PERIOD',
      plan_id: plan.id,
      due_at: new Date(subscription.period_end ?? now).toISOString(),
      ordinal_percent: ordinal,
      ...chargeColumns(charge),
      created_at: at,
      updated_at: at,
    })
    .onConflict(['subscription_id', 'period_number', 'change_number'])
    .ignore();
  return (await db('orders').where(where).first()) as OrderRow;
}
