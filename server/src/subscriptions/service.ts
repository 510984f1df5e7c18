import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import type { Paging } from '../db/paging';
import { pageOf } from '../db/paging';
import { AppError } from '../errors';
import type { Notifications } from '../notifications';
import { jstDay, noticeOf } from '../notifications';
import * as lifecycle from './lifecycle';
import type { Offer } from './offer';
import { parseRegistration } from './registration';
import { presentOrder, presentSubscription } from './rows';
import type { Order } from '@hondana/schemas/contracts';

export interface SubscriptionServiceDeps {
  db: Knex;
  clock: Clock;
  offer: Offer;
  notifications: Notifications;
}

/**
 * A reader's subscriptions: registering opens an order for the first period (closed at once
 * when it totals ¥0, else left PENDING for the payment flow to charge), one open subscription
 * per reader and plan (881), cancelling keeps access to the end of the period already paid.
 */
export function createSubscriptionService({
  db,
  clock,
  offer,
  notifications,
}: SubscriptionServiceDeps) {
  const subscriptions = (companyId: string, userId: string) =>
    db('subscriptions as s')
      .join('subscription_plans as p', 'p.id', 's.plan_id')
      .leftJoin('subscription_plans as np', 'np.id', 's.next_plan_id')
      .where({ 's.company_id': companyId, 's.user_id': userId })
      .select('s.*', 'p.name as plan_name', 'np.name as next_plan_name');

  /**
   * Each subscription's last order that is or will be charged: a cancelled order (a free
   * period cancelled before its charge) charged nothing, so its amount is never shown.
   */
  async function latestOrders(ids: string[]): Promise<Map<string, Order>> {
    const rows = ids.length
      ? await db('orders')
          .whereIn('subscription_id', ids)
          .whereNot('status', 'CANCELLED')
          .orderBy('period_number')
          .where('kind', 'PERIOD')
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
      const ids = { subscription: randomUUID(), order: randomUUID() };
      const first = await db.transaction(async (trx) => {
        // An unfinished registration of the same plan is replaced (a new coupon, say).
        const pending = await trx('subscriptions')
          .where({ user_id: reader.id, plan_id: plan.id, status: 'PENDING' })
          .pluck('id');
        for (const id of pending) await lifecycle.abandon(trx, String(id), now);
        const first = await offer.firstOrder(trx, {
          company,
          reader,
          plan,
          couponCode: registration.couponCode,
        });
        await lifecycle.open(trx, { company, reader, plan, first, ids, now });
        return first;
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
        // The quote the order was opened from: the figures the confirm page shows.
        quote: first.quote,
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
      if (['ACTIVE', 'PAST_DUE', 'PENDING'].includes(String(row.status))) {
        const now = clock.now();
        await db.transaction((trx) => lifecycle.cancelAtPeriodEnd(trx, id, now));
        // A registration never paid nor started was not a subscription yet: nothing to tell.
        if (row.status !== 'PENDING') {
          const end = row.period_end ? new Date(row.period_end as string | Date) : null;
          await noticeOf(db, notifications, {
            kind: 'subscription-cancelled',
            subscriptionId: id,
            subjectId: id,
            extra: end && end > now ? { usageEnd: jstDay(end) } : {},
          });
        }
      }
      return registered(scope, id);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
