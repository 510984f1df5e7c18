import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import type { Actor } from '../access/roles';
import { giveBackUse, takeUse } from '../coupons';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import { addDays, periodEnd } from '../money';
import type { Plan } from '../plans';
import type { FirstOrder } from './offer';
import { chargeColumns } from './rows';

export interface Opening {
  company: Company;
  reader: Actor;
  plan: Plan;
  first: FirstOrder;
  ids: { subscription: string; order: string };
  now: Date;
}

/**
 * Writes a registration in the caller's transaction: a PENDING subscription holding the
 * reader's one open place for the plan (881 when taken), the coupon use and order 1. Spec 001
 * §4: a ¥0 total closes the order at once and the subscription is ACTIVE.
 */
export async function openSubscription(
  trx: Knex,
  { company, reader, plan, first, ids, now }: Opening,
): Promise<void> {
  const at = now.toISOString();
  try {
    await trx('subscriptions').insert({
      id: ids.subscription,
      company_id: company.id,
      user_id: reader.id,
      plan_id: plan.id,
      status: 'PENDING',
      open_key: `${reader.id}:${plan.id}`,
      registered_at: at,
      free_until: first.freeDays ? first.dueAt.toISOString() : null,
      created_at: at,
      updated_at: at,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Status.planAlreadyRegistered);
    throw err;
  }
  if (first.coupon) await takeUse(trx, first.coupon.id);
  const isFree = first.charge.total === 0;
  await trx('orders').insert({
    id: ids.order,
    company_id: company.id,
    user_id: reader.id,
    subscription_id: ids.subscription,
    status: isFree ? 'PAID' : 'PENDING',
    period_number: 1,
    due_at: first.dueAt.toISOString(),
    coupon_id: first.coupon?.id ?? null,
    coupon_code: first.coupon?.code ?? null,
    coupon_percent: first.coupon?.discountPercent ?? null,
    ordinal_percent: first.ordinal,
    ...chargeColumns(first.charge),
    created_at: at,
    updated_at: at,
  });
  // Spec 001 §4: a ¥0 total closes the order at once; the period runs after any free days.
  if (isFree) {
    const start = first.freeDays ? addDays(now, first.freeDays) : now;
    await trx('subscriptions')
      .where({ id: ids.subscription })
      .update({
        status: 'ACTIVE',
        period_start: at,
        period_end: periodEnd(start, plan.duration, plan.durationType).toISOString(),
        periods_billed: 1,
      });
  }
}

/** Ends a subscription and its unpaid orders, giving their coupon uses back. */
export async function cancelSubscription(trx: Knex, subscriptionId: string, at: string) {
  await trx('subscriptions')
    .where({ id: subscriptionId })
    .update({ status: 'CANCEL', open_key: null, cancelled_at: at, updated_at: at });
  const open = await trx('orders').where({ subscription_id: subscriptionId, status: 'PENDING' });
  for (const order of open) {
    if (order.coupon_id) await giveBackUse(trx, String(order.coupon_id));
  }
  await trx('orders')
    .where({ subscription_id: subscriptionId, status: 'PENDING' })
    .update({ status: 'CANCELLED', updated_at: at });
}
