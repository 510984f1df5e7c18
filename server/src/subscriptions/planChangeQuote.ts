import { isRecord, Status } from '@hondana/schemas/contracts';
import type { PlanChangeQuote, ScheduledPlanChange } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { AppError } from '../errors';
import { priceCharge } from '../money';
import type { Plan } from '../plans';
import { listPrice, ordinalPercent, planRepository } from '../plans';
import type { OrderRow } from './model';
import type { ChangeContext } from './planChangeContext';
import { changeKind, figures, proratedDifference, upgradeCharge } from './planChangeRule';
import { isKeyFree } from './planHolds';

/**
 * A change quoted from the subscription as it stands (planChangeRule.ts holds the rule), and
 * the change scheduled on it: what the reader is shown, and what the change then makes.
 */

/** The first order, unpaid until free days end (re-priced by a change then). */
const firstOrder = (trx: Knex, subscriptionId: string) =>
  trx('orders')
    .where({ subscription_id: subscriptionId, period_number: 1, change_number: 0 })
    .first() as Promise<OrderRow | undefined>;

/** What changing to `target` does now; 881 when the reader holds it already. */
export async function quoteChange(trx: Knex, ctx: ChangeContext, target: Plan, now: Date) {
  const { subscription, current } = ctx;
  if (target.id === current.id || !(await isKeyFree(trx, subscription, target.id))) {
    throw new AppError(Status.planAlreadyRegistered);
  }
  const difference = ctx.isFreeDays
    ? 0
    : proratedDifference({
        oldBase: listPrice(current),
        newBase: listPrice(target),
        periodStart: ctx.periodStart,
        periodEnd: ctx.periodEnd,
        now,
      });
  const kind = changeKind({ current, target, isFreeDays: ctx.isFreeDays, difference });
  const period = Number(subscription.periods_billed) + 1;
  const first = ctx.isFreeDays ? await firstOrder(trx, subscription.id) : undefined;
  const next = priceCharge({
    base: listPrice(target),
    ordinalPercent: await ordinalPercent(trx, target.id, period),
    couponPercent: first?.coupon_percent,
  });
  const quote: PlanChangeQuote = {
    subscriptionId: subscription.id,
    fromPlanId: current.id,
    planId: target.id,
    planName: target.name,
    kind,
    today: figures(upgradeCharge(kind === 'UPGRADE' ? difference : 0)),
    effectiveAt: (kind === 'SCHEDULED' ? ctx.periodEnd : now).toISOString(),
    next: { at: ctx.periodEnd.toISOString(), charge: figures(next) },
  };
  return { quote, difference, first };
}

export async function scheduledChangeOf(
  trx: Knex,
  ctx: ChangeContext,
): Promise<ScheduledPlanChange | null> {
  const { subscription } = ctx;
  if (!subscription.next_plan_id) return null;
  const plan = await planRepository(trx).find(subscription.company_id, subscription.next_plan_id);
  return {
    planId: subscription.next_plan_id,
    planName: plan?.name ?? '',
    at: ctx.periodEnd.toISOString(),
  };
}

/** The plan a change or a quote is for, or a 400 naming the field. */
export function parsePlanChoice(input: unknown): string {
  const planId = isRecord(input) ? input.subscriptionPlanId : undefined;
  if (typeof planId !== 'string' || !planId || planId.length > 36) {
    throw AppError.badRequest({ subscriptionPlanId: 'Choose a plan.' });
  }
  return planId;
}
