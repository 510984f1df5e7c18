import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../companies/repository';
import type { Paging } from '../content/paging';
import { pageOf } from '../content/paging';
import { giveBackUse, takeUse } from '../coupons';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import { addDays, periodEnd } from '../money';
import type { Offer } from './offer';
import { parseRegistration } from './registration';
import { chargeColumns, presentOrder, presentSubscription } from './rows';
import type { Order } from './rows';

export interface SubscriptionServiceDeps {
  db: Knex;
  clock: Clock;
  offer: Offer;
}

/**
 * A reader's subscriptions: registering opens an order for the first period (closed at once
 * when it totals ¥0, else left PENDING for the payment flow to charge), one open subscription
 * per reader and plan (881), cancelling keeps access to the end of the period already paid.
 */
export function createSubscriptionService({ db, clock, offer }: SubscriptionServiceDeps) {
  const subscriptions = (companyId: string, userId: string) =>
    db('subscriptions as s')
      .join('subscription_plans as p', 'p.id', 's.plan_id')
      .where({ 's.company_id': companyId, 's.user_id': userId })
      .select('s.*', 'p.name as plan_name');

  async function latestOrders(ids: string[]): Promise<Map<string, Order>> {
    const rows = ids.length
      ? await db('orders')
          .whereIn('subscription_id', ids)
          .orderBy('period_number')
          .orderBy('created_at')
      : [];
    return new Map(rows.map((row) => [String(row.subscription_id), presentOrder(row)]));
  }

  async function present(rows: Record<string, unknown>[]) {
    const orders = await latestOrders(rows.map((row) => String(row.id)));
    return rows.map((row) => presentSubscription(row, orders.get(String(row.id)) ?? null));
  }

  async function readersOwn(scope: ReaderScope, id: string) {
    const reader = requireReader(scope);
    const row =
      id.length <= 36 && isStorable(id)
        ? await subscriptions(scope.company.id, reader.id).where('s.id', id).first()
        : null;
    if (!row) throw AppError.notFound('Subscription not found.');
    return row as Record<string, unknown>;
  }

  /** Ends a subscription and its unpaid orders, giving their coupon uses back. */
  async function close(trx: Knex, subscriptionId: string, status: 'CANCEL', now: string) {
    await trx('subscriptions')
      .where({ id: subscriptionId })
      .update({ status, open_key: null, cancelled_at: now, updated_at: now });
    const open = await trx('orders').where({ subscription_id: subscriptionId, status: 'PENDING' });
    for (const order of open) {
      if (order.coupon_id) await giveBackUse(trx, String(order.coupon_id));
    }
    await trx('orders')
      .where({ subscription_id: subscriptionId, status: 'PENDING' })
      .update({ status: 'CANCELLED', updated_at: now });
  }

  async function registered(scope: ReaderScope, id: string) {
    return (await present([await readersOwn(scope, id)]))[0];
  }

  return {
    async register({ scope, input }: { scope: ReaderScope; input: unknown }) {
      const reader = requireReader(scope);
      const { company } = scope;
      const registration = parseRegistration(input);
      const plan = await offer.publishedPlan(company, registration.subscriptionPlanId);
      const now = clock.now();
      const at = now.toISOString();
      const ids = { subscription: randomUUID(), order: randomUUID() };
      await db.transaction(async (trx) => {
        // An unfinished registration of the same plan is replaced (a new coupon, say).
        const pending = await trx('subscriptions')
          .where({ user_id: reader.id, plan_id: plan.id, status: 'PENDING' })
          .pluck('id');
        for (const id of pending) await close(trx, String(id), 'CANCEL', at);
        const first = await offer.firstOrder(trx, {
          company,
          reader,
          plan,
          couponCode: registration.couponCode,
        });
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
      });
      const [subscription] = await present(
        await subscriptions(company.id, reader.id).where('s.id', ids.subscription),
      );
      const order = presentOrder(await db('orders').where({ id: ids.order }).first());
      return {
        subscription,
        order,
        isPaymentRequired: order.status === 'PENDING',
        updateContentGroup: registration.updateContentGroup,
      };
    },

    /** `/subscription-plan/user/registered/page`: plans the reader has held, newest first. */
    async registeredPage(scope: ReaderScope, paging: Paging) {
      const reader = requireReader(scope);
      const query = subscriptions(scope.company.id, reader.id)
        .whereNotNull('s.period_start')
        .orderBy('s.registered_at', 'desc')
        .orderBy('s.id');
      return pageOf(query, paging, present);
    },

    registered,

    /**
     * Cancels a subscription: no further charge (a free period's pending first order is
     * dropped), access to the end of the period already running. Cancelling twice is a no-op.
     */
    async cancel(scope: ReaderScope, id: string) {
      const row = await readersOwn(scope, id);
      if (row.status === 'ACTIVE' || row.status === 'PENDING') {
        await db.transaction((trx) => close(trx, id, 'CANCEL', clock.now().toISOString()));
      }
      return registered(scope, id);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
