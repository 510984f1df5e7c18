import { isRecord, Status } from '@hondana/schemas/contracts';
import type {
  PlanChangeOptions,
  PlanChangeQuote,
  PlanChangeResult,
  ScheduledPlanChange,
} from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { priceCharge } from '../money';
import type { Plan } from '../plans';
import { listPrice, ordinalPercent, planRepository } from '../plans';
import { closeUpgradeOrders, openUpgradeOrder, repriceFirstOrder } from './changeOrders';
import * as lifecycle from './lifecycle';
import type { OrderRow } from './model';
import type { Offer } from './offer';
import { changeContext } from './planChangeContext';
import type { ChangeContext, RenewalGatewayOf } from './planChangeContext';
import { changeKind, figures, proratedDifference, upgradeCharge } from './planChangeQuote';
import { isKeyFree } from './planHolds';
import { presentOrder } from './rows';

export interface PlanChangeDeps {
  db: Knex;
  clock: Clock;
  offer: Pick<Offer, 'publishedPlan'>;
  renewalGatewayOf: RenewalGatewayOf;
}

/**
 * A reader's change between the tenant's plans (issue 30, item 6; docs/decisions.md "Plan
 * change"): the quote of each, the change (an upgrade's order to pay through the confirm flow,
 * a change scheduled for the period's end, or one made at once during free days), and the
 * cancel of a scheduled change. The subscription moves only through lifecycle.ts.
 */
export function createPlanChanges({ db, clock, offer, renewalGatewayOf }: PlanChangeDeps) {
  /** The subscription and its refusals; in a transaction, after a full check outside it. */
  const contextOf = (trx: Knex, scope: ReaderScope, id: string, now: Date) =>
    changeContext(
      { db: trx, renewalGatewayOf: trx === db ? renewalGatewayOf : undefined },
      { scope, id, now },
    );

  /** The first order, unpaid until free days end (re-priced by a change then). */
  const firstOrder = (trx: Knex, subscriptionId: string) =>
    trx('orders')
      .where({ subscription_id: subscriptionId, period_number: 1, change_number: 0 })
      .first() as Promise<OrderRow | undefined>;

  /** What changing to `target` does now; 881 when the reader holds it already. */
  async function quoteOf(trx: Knex, ctx: ChangeContext, target: Plan, now: Date) {
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

  async function scheduledOf(trx: Knex, ctx: ChangeContext): Promise<ScheduledPlanChange | null> {
    const { subscription } = ctx;
    if (!subscription.next_plan_id) return null;
    const plan = await planRepository(trx).find(subscription.company_id, subscription.next_plan_id);
    return {
      planId: subscription.next_plan_id,
      planName: plan?.name ?? '',
      at: ctx.periodEnd.toISOString(),
    };
  }

  return {
    /** Every other published plan of the tenant the reader does not hold, each quoted. */
    async options(scope: ReaderScope, id: string): Promise<PlanChangeOptions> {
      const now = clock.now();
      const ctx = await contextOf(db, scope, id, now);
      const ids: string[] = await db('subscription_plans')
        .where({ company_id: scope.company.id, is_published: true })
        .whereNot({ id: ctx.current.id })
        .orderBy('price')
        .orderBy('id')
        .pluck('id');
      const quotes: PlanChangeQuote[] = [];
      for (const planId of ids) {
        if (!(await isKeyFree(db, ctx.subscription, planId))) continue;
        const target = await offer.publishedPlan(scope.company, planId);
        quotes.push((await quoteOf(db, ctx, target, now)).quote);
      }
      const scheduledChange = await scheduledOf(db, ctx);
      return { subscriptionId: id, planId: ctx.current.id, scheduledChange, quotes };
    },

    /** One plan's quote (831 for a plan not on offer, 881 for one the reader holds). */
    async quote({ scope, id, input }: ChangeCall): Promise<PlanChangeQuote> {
      const planId = parsePlanChoice(input);
      const now = clock.now();
      const ctx = await contextOf(db, scope, id, now);
      const target = await offer.publishedPlan(scope.company, planId);
      return (await quoteOf(db, ctx, target, now)).quote;
    },

    /** Makes the change the quote describes, in one transaction. */
    async change({ scope, id, input }: ChangeCall): Promise<PlanChangeResult> {
      const planId = parsePlanChoice(input);
      const now = clock.now();
      await contextOf(db, scope, id, now);
      const target = await offer.publishedPlan(scope.company, planId);
      return db.transaction(async (trx) => {
        const ctx = await contextOf(trx, scope, id, now);
        const { quote, difference, first } = await quoteOf(trx, ctx, target, now);
        // The reader chose again: an unpaid upgrade order from before closes (871 while charged).
        await closeUpgradeOrders(trx, id, now);
        let order: OrderRow | null = null;
        if (quote.kind === 'SCHEDULED') {
          await lifecycle.scheduleChange(trx, id, { planId: target.id, now });
        } else if (quote.kind === 'UPGRADE') {
          const charge = upgradeCharge(difference);
          order = await openUpgradeOrder(trx, {
            subscription: ctx.subscription,
            plan: target,
            charge,
            now,
          });
        } else {
          if (!(await lifecycle.changePlan(trx, id, { planId: target.id, now }))) {
            throw new AppError(Status.planAlreadyRegistered);
          }
          if (first?.status === 'PENDING') await repriceFirstOrder(trx, first, target, now);
        }
        const after = await contextOf(trx, scope, id, now);
        return {
          kind: quote.kind,
          quote,
          order: order && presentOrder(order),
          scheduledChange: await scheduledOf(trx, after),
        };
      });
    },

    /** The current plan renews after all; a no-op when nothing is scheduled. */
    async cancelScheduled(scope: ReaderScope, id: string) {
      const now = clock.now();
      await contextOf(db, scope, id, now);
      return db.transaction(async (trx) => {
        await lifecycle.cancelScheduledChange(trx, id, now);
        return { scheduledChange: await scheduledOf(trx, await contextOf(trx, scope, id, now)) };
      });
    },
  };
}

export type PlanChanges = ReturnType<typeof createPlanChanges>;

interface ChangeCall {
  scope: ReaderScope;
  id: string;
  /** `{ subscriptionPlanId }`: the plan to change to. */
  input: unknown;
}

/** The plan a change or a quote is for, or a 400 naming the field. */
function parsePlanChoice(input: unknown): string {
  const planId = isRecord(input) ? input.subscriptionPlanId : undefined;
  if (typeof planId !== 'string' || !planId || planId.length > 36) {
    throw AppError.badRequest({ subscriptionPlanId: 'Choose a plan.' });
  }
  return planId;
}
