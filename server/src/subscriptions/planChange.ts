import { Status } from '@hondana/schemas/contracts';
import type {
  PlanChangeOptions,
  PlanChangeQuote,
  PlanChangeResult,
} from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { closeUpgradeOrders, openUpgradeOrder, repriceFirstOrder } from './changeOrders';
import * as lifecycle from './lifecycle';
import type { OrderRow } from './model';
import type { Offer } from './offer';
import { changeContext } from './planChangeContext';
import type { RenewalGatewayOf } from './planChangeContext';
import { upgradeCharge } from './planChangeRule';
import { parsePlanChoice, quoteChange, scheduledChangeOf } from './planChangeQuote';
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
        quotes.push((await quoteChange(db, ctx, target, now)).quote);
      }
      const scheduledChange = await scheduledChangeOf(db, ctx);
      return { subscriptionId: id, planId: ctx.current.id, scheduledChange, quotes };
    },

    /** One plan's quote (831 for a plan not on offer, 881 for one the reader holds). */
    async quote({ scope, id, input }: ChangeCall): Promise<PlanChangeQuote> {
      const planId = parsePlanChoice(input);
      const now = clock.now();
      const ctx = await contextOf(db, scope, id, now);
      const target = await offer.publishedPlan(scope.company, planId);
      return (await quoteChange(db, ctx, target, now)).quote;
    },

    /** Makes the change the quote describes, in one transaction. */
    async change({ scope, id, input }: ChangeCall): Promise<PlanChangeResult> {
      const planId = parsePlanChoice(input);
      const now = clock.now();
      await contextOf(db, scope, id, now);
      const target = await offer.publishedPlan(scope.company, planId);
      return db.transaction(async (trx) => {
        const ctx = await contextOf(trx, scope, id, now);
        const { quote, difference, first } = await quoteChange(trx, ctx, target, now);
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
          scheduledChange: await scheduledChangeOf(trx, after),
        };
      });
    },

    /** The current plan renews after all; a no-op when nothing is scheduled. */
    async cancelScheduled(scope: ReaderScope, id: string) {
      const now = clock.now();
      await contextOf(db, scope, id, now);
      return db.transaction(async (trx) => {
        await lifecycle.cancelScheduledChange(trx, id, now);
        return {
          scheduledChange: await scheduledChangeOf(trx, await contextOf(trx, scope, id, now)),
        };
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
