import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { addDays } from '../money';
import type { Notifications } from '../notifications';
import { jstDay, noticeOf } from '../notifications';
import { cardGateways, createAttempts, expireAbandonedOrders, renewalGatewayName } from '../orders';
import type { AttemptResult, CardRemoval, PaymentRecorder } from '../orders';
import type { GatewayDirectory, PaymentGateway } from '../payments';
import { lifecycle, orderForPeriod } from '../subscriptions';
import type { OrderRow, SubscriptionRow } from '../subscriptions';
import { FREE_PERIOD_NOTICE_DAYS, RENEWAL_LEASE_MS, nextRetry } from './schedule';

export interface RenewalDeps {
  db: Knex;
  clock: Clock;
  /** Each tenant's gateway, and the one that took an attempt (payments/directory.ts). */
  gateways: Pick<GatewayDirectory, 'forCompany' | 'named'>;
  notifications: Notifications;
  log: Logger;
  /** Given-up cards still to be deleted at their gateways: each run asks again. */
  cards?: Pick<CardRemoval, 'forgetRemoved'>;
  /** Counts each charge's outcome (the metrics). */
  onPayment?: PaymentRecorder;
}

/** Each tenant's gateway, looked up once per run (null: the tenant takes no cards now). */
type TenantGateways = Map<string, Promise<PaymentGateway | null>>;
export type RenewalResult = 'charged' | 'failed' | 'cancelled' | 'pending' | 'skipped';

const BATCH = 200;

/**
 * Subscriptions renewed at once. A card gateway answers a charge in 100-300 ms: one at a time,
 * 100,000 renewals due on one day would take four to eight hours; eight at once (each its own
 * lease, order and attempt, so they never meet) cut that eightfold and stay within
 * PostgreSQL's pool of ten connections, leaving room for readers' requests
 * (docs/performance.md "Renewal job").
 */
const RENEWALS_IN_FLIGHT = 8;

/** Runs `task` for every item, at most `limit` at once. */
async function eachAtMost<T>(limit: number, items: readonly T[], task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Charges subscriptions whose period has ended (a free period's first order, then each next
 * period) with the reader's stored card, off-session. A run first takes a lease on the
 * subscription (`lifecycle.leaseForRenewal`), so two runs or two processes never charge it
 * together; the order of a period and each attempt are unique rows, and the gateway's
 * idempotency key is the attempt's, so a replay after a crash answers the stored charge. A
 * failure makes it PAST_DUE with the next try on `schedule.ts`'s days; the last failure
 * cancels it. Every outcome is told to the reader (notifications and mail); a charge the card
 * issuer wants authenticated is told with a link where the reader pays it on-session.
 */
export function createRenewals({
  db,
  clock,
  gateways,
  notifications,
  log,
  cards,
  onPayment,
}: RenewalDeps) {
  /** The gateway that charges a renewal (orders/renewalGateway.ts says which). */
  async function gatewayFor(sub: SubscriptionRow, ofTenants: TenantGateways) {
    const companyId = sub.company_id;
    let pending = ofTenants.get(companyId);
    if (!pending) {
      // Once per tenant and run: a run renews thousands of one tenant's subscriptions.
      pending = gateways.forCompany(companyId).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
      ofTenants.set(companyId, pending);
    }
    const tenant = await pending;
    const held = await cardGateways(db, { companyId, userId: sub.user_id });
    const name = renewalGatewayName(tenant?.name ?? null, held);
    if (!name) throw new AppError(Status.paymentSettingsRejected);
    return tenant && name === tenant.name ? tenant : gateways.named(companyId, name);
  }

  /** A failed try: PAST_DUE until the next one on the schedule, or cancelled after the last. */
  async function failed(
    sub: SubscriptionRow,
    order: OrderRow,
    code: string,
    now: Date,
  ): Promise<RenewalResult> {
    const failures = Number(sub.failed_attempts) + 1;
    const retryAt = nextRetry(new Date(order.due_at), failures);
    if (!retryAt) {
      await db.transaction((trx) => lifecycle.cancelNow(trx, sub.id, now, { failures }));
      await noticeOf(db, notifications, {
        kind: 'subscription-cancelled',
        subscriptionId: sub.id,
        subjectId: sub.id,
        order,
        extra: { isPaymentFailure: 1 },
      });
      return 'cancelled';
    }
    await db.transaction((trx) => lifecycle.pastDue(trx, sub.id, { failures, retryAt, now }));
    // The issuer asks for 3-D Secure: only the reader can pass it, on the subscription's page.
    const kind =
      code === 'authentication_required'
        ? 'payment-action-required'
        : failures === 1
          ? 'payment-failed'
          : 'payment-retry-failed';
    await noticeOf(db, notifications, {
      kind,
      subscriptionId: sub.id,
      subjectId: `${order.id}.${failures}`,
      order,
      extra: { retryDate: jstDay(retryAt), failedAttempts: failures },
    });
    return 'failed';
  }

  /** What a recorded attempt means for the run. */
  async function outcome(
    sub: SubscriptionRow,
    order: OrderRow,
    result: AttemptResult | null,
    now: Date,
  ): Promise<RenewalResult> {
    switch (result?.kind) {
      case undefined:
        return 'skipped';
      case 'paid':
        return 'charged';
      case 'failed':
        return failed(sub, order, result.code, now);
      default:
        return 'pending';
    }
  }

  /** Renews one subscription if it is due and no other run has it. */
  async function renewOne(
    id: string,
    ofTenants: TenantGateways = new Map(),
  ): Promise<RenewalResult> {
    const now = clock.now();
    const until = new Date(now.getTime() + RENEWAL_LEASE_MS);
    if (!(await lifecycle.leaseForRenewal(db, id, now, until))) return 'skipped';
    const sub = (await lifecycle.find(db, id)) as SubscriptionRow;
    // Complimentary access is never charged: its period's end is its end.
    if (sub.is_complimentary) {
      await db.transaction((trx) => lifecycle.cancelNow(trx, sub.id, now));
      return 'cancelled';
    }
    const order = await orderForPeriod(db, sub, now);
    if (order.status !== 'PENDING') return 'skipped';
    if (Number(order.total_amount) === 0) {
      // A 100% discount: nothing to charge, the period simply runs.
      await db.transaction((trx) => lifecycle.payOrder(trx, order, now));
      return 'charged';
    }
    const gateway = await gatewayFor(sub, ofTenants);
    const attempts = createAttempts({ db, clock, gateway, notifications, onPayment });
    const owner = { companyId: sub.company_id, userId: sub.user_id, gateway: gateway.name };
    return outcome(sub, order, await attempts.chargeRenewal(order, owner), now);
  }

  /** "Your free period ends soon", once per subscription, a few days before the first charge. */
  async function freePeriodNotices(now: Date): Promise<number> {
    const rows = await db('subscriptions')
      .where({ status: 'ACTIVE', periods_billed: 0 })
      .whereNotNull('free_until')
      .andWhere('period_end', '>', now.toISOString())
      .andWhere('period_end', '<=', addDays(now, FREE_PERIOD_NOTICE_DAYS).toISOString())
      .whereNotExists(
        db('notifications').whereRaw(
          "notifications.event_key = 'free-period-ending:' || subscriptions.id",
        ),
      )
      .select('id', 'period_end');
    for (const row of rows) {
      const order = await db('orders').where({ subscription_id: row.id, period_number: 1 }).first();
      await noticeOf(db, notifications, {
        kind: 'free-period-ending',
        subscriptionId: String(row.id),
        subjectId: String(row.id),
        order,
        extra: { freeUntil: jstDay(String(row.period_end)) },
      });
    }
    return rows.length;
  }

  return {
    renewOne,
    freePeriodNotices,

    /**
     * One run of the job: abandoned registrations released, the notices, then every
     * subscription due, in batches.
     */
    async runDue(progress?: (done: number) => Promise<void>) {
      const counts: Record<RenewalResult | 'noticed' | 'expired' | 'cardsForgotten', number> = {
        expired: await expireAbandonedOrders({ db, clock, log }),
        cardsForgotten: (await cards?.forgetRemoved()) ?? 0,
        noticed: await freePeriodNotices(clock.now()),
        charged: 0,
        failed: 0,
        cancelled: 0,
        pending: 0,
        skipped: 0,
      };
      const ofTenants: TenantGateways = new Map();
      let after = '';
      for (;;) {
        const ids: string[] = await lifecycle
          .dueForRenewal(db, clock.now().toISOString())
          .andWhere('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .pluck('id');
        if (ids.length === 0) break;
        await eachAtMost(RENEWALS_IN_FLIGHT, ids, async (id) => {
          try {
            counts[await renewOne(String(id), ofTenants)] += 1;
          } catch (err) {
            // One broken subscription must not stop the others; its lease lets a later run retry.
            log.error({ err, subscriptionId: id }, 'renewal failed');
            counts.skipped += 1;
          }
        });
        after = String(ids[ids.length - 1]);
        await progress?.(Object.values(counts).reduce((a, b) => a + b, 0));
      }
      return counts;
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
