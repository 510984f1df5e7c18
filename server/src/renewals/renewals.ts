import { Status } from '@hondana/schemas/contracts';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import { readJson } from '../db/json';
import { addDays, priceCharge } from '../money';
import type { Notifications } from '../notifications';
import { jstDay, noticeOf } from '../notifications';
import { attemptKey, attemptRow, latestAttempt } from '../orders/attempts';
import { customerIdOf, storedCard } from '../orders/cards';
import { recordAttempt, recordPaid, startPeriod } from '../orders/settle';
import type { ChargeOutcome, ChargeRequest, GatewayDirectory, PaymentGateway } from '../payments';
import { GatewayError } from '../payments';
import { listPrice, ordinalPercent, planRepository } from '../plans';
import { chargeColumns } from '../subscriptions';
import { cancelSubscription } from '../subscriptions/lifecycle';
import { FREE_PERIOD_NOTICE_DAYS, RENEWAL_LEASE_MS, nextRetry } from './schedule';

export interface RenewalDeps {
  db: Knex;
  clock: Clock;
  /** Each tenant's gateway, and the one that took an attempt (payments/directory.ts). */
  gateways: Pick<GatewayDirectory, 'forCompany' | 'named'>;
  notifications: Notifications;
  log: Logger;
}

type Row = Record<string, unknown>;
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
 * subscription (one conditional UPDATE of `retry_at`), so two runs or two processes never
 * charge it together; the order of a period and each attempt are unique rows, and the
 * gateway's idempotency key is the attempt's, so a replay after a crash answers the stored
 * charge. A failure makes it PAST_DUE with the next try on `schedule.ts`'s days; the last
 * failure cancels it. Every outcome is told to the reader (notifications and mail).
 */
export function createRenewals({ db, clock, gateways, notifications, log }: RenewalDeps) {
  const plans = planRepository(db);
  /** The reader as the owner of a card at `gateway` (the one a payment went through). */
  const ownerOf = (sub: Row, gateway: string) => ({
    companyId: String(sub.company_id),
    userId: String(sub.user_id),
    gateway,
  });

  /**
   * The gateway that charges a renewal: the tenant's, when the reader has a card there; else
   * the one holding the reader's card (a tenant that changed gateways keeps charging the cards
   * its readers gave the old one, until they enter a new card).
   */
  async function gatewayFor(sub: Row, ofTenants: TenantGateways): Promise<PaymentGateway> {
    const companyId = String(sub.company_id);
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
    const held: string[] = await db('payment_cards')
      .where({ company_id: companyId, user_id: sub.user_id })
      .orderBy('updated_at', 'desc')
      .pluck('gateway');
    if (tenant && (held.length === 0 || held.includes(tenant.name))) return tenant;
    if (held[0]) return gateways.named(companyId, held[0]);
    throw new AppError(Status.paymentSettingsRejected);
  }

  /** Subscriptions due now: ACTIVE past their period's end, or PAST_DUE at their retry time. */
  function due(now: string) {
    return db('subscriptions').where((w) =>
      w
        .where((a) =>
          a
            .where('status', 'ACTIVE')
            .andWhere('period_end', '<=', now)
            .andWhere((r) => r.whereNull('retry_at').orWhere('retry_at', '<=', now)),
        )
        .orWhere((p) => p.where('status', 'PAST_DUE').andWhere('retry_at', '<=', now)),
    );
  }

  /** Takes the subscription for this run; false when another run has it or it is not due. */
  async function lease(id: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const taken = await due(at)
      .andWhere({ id })
      .update({ retry_at: new Date(now.getTime() + RENEWAL_LEASE_MS).toISOString() });
    return taken === 1;
  }

  /** The order of the next period: written once (unique per subscription and period). */
  async function orderFor(sub: Row, now: Date): Promise<Row> {
    const period = Number(sub.periods_billed) + 1;
    const where = { subscription_id: sub.id, period_number: period };
    const existing = await db('orders').where(where).first();
    if (existing) return existing;
    const plan = await plans.find(String(sub.company_id), String(sub.plan_id));
    if (!plan) throw new Error(`Plan ${String(sub.plan_id)} of a subscription is gone.`);
    const ordinal = await ordinalPercent(db, plan.id, period);
    // The coupon was for the order it was entered on (the first); later periods have none.
    const charge = priceCharge({ base: listPrice(plan), ordinalPercent: ordinal });
    const at = now.toISOString();
    await db('orders')
      .insert({
        id: randomUUID(),
        company_id: sub.company_id,
        user_id: sub.user_id,
        ...where,
        status: 'PENDING',
        due_at: new Date(String(sub.period_end)).toISOString(),
        ordinal_percent: ordinal,
        ...chargeColumns(charge),
        created_at: at,
        updated_at: at,
      })
      .onConflict(['subscription_id', 'period_number'])
      .ignore();
    return db('orders').where(where).first();
  }

  /** The attempt to send: a lost `processing` one again (its stored request), else a new one. */
  async function attemptFor(
    sub: Row,
    order: Row,
    gateway: PaymentGateway,
    now: Date,
  ): Promise<Row | null> {
    const latest = await latestAttempt(db, order.id);
    if (latest && latest.status !== 'failed') return latest;
    const attempt = Number(latest?.attempt ?? 0) + 1;
    const owner = ownerOf(sub, gateway.name);
    const card = await storedCard(db, owner);
    const orderId = attemptKey(order, attempt);
    const amount = Number(order.total_amount);
    // Without a stored card there is nothing to send: the attempt is a failure at once.
    const request: ChargeRequest | Row = card
      ? {
          orderId,
          amount,
          source: { cardId: String(card.card_id), customerId: customerIdOf(owner.userId) },
          isCapture: true,
          isOffSession: true,
        }
      : { orderId, amount, source: null };
    const at = now.toISOString();
    const row = attemptRow(order, {
      attempt,
      gateway: gateway.name,
      request,
      at,
      ...(!card && { status: 'failed', failureCode: 'card_missing' }),
    });
    try {
      await db('payments').insert(row);
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
    return { ...row };
  }

  /** What the gateway says of an attempt: its stored answer, or the pending charge now. */
  async function outcomeOf(payment: Row): Promise<ChargeOutcome | null> {
    try {
      const gateway = await gateways.named(String(payment.company_id), String(payment.gateway));
      if (payment.status === 'failed') {
        const failureCode = String(payment.failure_code ?? 'card_declined');
        return { status: 'failed', chargeId: '', failureCode } as ChargeOutcome;
      }
      if (payment.charge_id && payment.status !== 'processing') {
        const charge = await gateway.retrieve(String(payment.charge_id));
        if (charge.status === 'failed' || charge.status === 'requires_action') {
          // Off-session no one can pass a challenge: waiting for one is a failure too.
          const fallback = charge.status === 'failed' ? 'card_declined' : 'authentication_required';
          return {
            status: 'failed',
            chargeId: charge.chargeId,
            failureCode: charge.failureCode ?? fallback,
          };
        }
        if (charge.status === 'succeeded' || charge.status === 'authorised') {
          return { status: charge.status, chargeId: charge.chargeId, amount: charge.amount };
        }
        return { status: 'pending', chargeId: charge.chargeId };
      }
      return await gateway.charge(readJson<ChargeRequest>(payment.request));
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      // Unreachable: the attempt stays open and the next run (after the lease) asks again.
      if (err.code === 'unavailable' || err.code === 'timeout') return null;
      return { status: 'failed', chargeId: '', failureCode: err.code } as unknown as ChargeOutcome;
    }
  }

  async function paid(sub: Row, order: Row, payment: Row, outcome: ChargeOutcome, now: Date) {
    const owner = ownerOf(sub, String(payment.gateway));
    const card = 'card' in outcome ? outcome.card : undefined;
    await recordPaid(db, { payment, card, owner, now }, outcome.chargeId);
    const isFirst = Number(order.period_number) === 1;
    await noticeOf(db, notifications, {
      kind: isFirst ? 'payment-succeeded' : 'renewal-charged',
      subscriptionId: String(sub.id),
      subjectId: String(order.id),
      order,
    });
    return 'charged' as const;
  }

  /** A failed try: PAST_DUE until the next one on the schedule, or cancelled after the last. */
  async function failed(sub: Row, order: Row, payment: Row, now: Date): Promise<RenewalResult> {
    const failures = Number(sub.failed_attempts) + 1;
    const retryAt = nextRetry(new Date(String(order.due_at)), failures);
    const at = now.toISOString();
    if (!retryAt) {
      await db.transaction((trx) => cancelSubscription(trx, String(sub.id), at));
      await db('subscriptions')
        .where({ id: sub.id })
        .update({ failed_attempts: failures, retry_at: null });
      await noticeOf(db, notifications, {
        kind: 'subscription-cancelled',
        subscriptionId: String(sub.id),
        subjectId: String(sub.id),
        order,
        extra: { isPaymentFailure: 1 },
      });
      return 'cancelled';
    }
    await db('subscriptions').where({ id: sub.id }).update({
      status: 'PAST_DUE',
      failed_attempts: failures,
      retry_at: retryAt.toISOString(),
      updated_at: at,
    });
    await noticeOf(db, notifications, {
      kind: failures === 1 ? 'payment-failed' : 'payment-retry-failed',
      subscriptionId: String(sub.id),
      subjectId: String(payment.id),
      order,
      extra: { retryDate: jstDay(retryAt), failedAttempts: failures },
    });
    return 'failed';
  }

  /** Renews one subscription if it is due and no other run has it. */
  async function renewOne(
    id: string,
    ofTenants: TenantGateways = new Map(),
  ): Promise<RenewalResult> {
    const now = clock.now();
    if (!(await lease(id, now))) return 'skipped';
    const sub = (await db('subscriptions').where({ id }).first()) as Row;
    const order = await orderFor(sub, now);
    if (order.status !== 'PENDING') return 'skipped';
    if (Number(order.total_amount) === 0) {
      // A 100% discount: nothing to charge, the period simply runs.
      await db.transaction(async (trx) => {
        const changed = await trx('orders')
          .where({ id: order.id, status: 'PENDING' })
          .update({ status: 'PAID', updated_at: now.toISOString() });
        if (changed) await startPeriod(trx, order, now);
      });
      return 'charged';
    }
    const payment = await attemptFor(sub, order, await gatewayFor(sub, ofTenants), now);
    if (!payment) return 'skipped';
    const outcome = await outcomeOf(payment);
    if (!outcome) return 'pending';
    switch (outcome.status) {
      case 'succeeded':
      case 'authorised':
        return paid(sub, order, payment, outcome, now);
      case 'pending':
        await recordAttempt(db, payment, { status: 'pending', chargeId: outcome.chargeId }, now);
        return 'pending';
      case 'failed':
        await recordAttempt(
          db,
          payment,
          {
            status: 'failed',
            chargeId: outcome.chargeId || undefined,
            failureCode: outcome.failureCode,
          },
          now,
        );
        return failed(sub, order, payment, now);
      default:
        // Off-session there is no reader to pass 3-D Secure: a failure like a decline.
        await recordAttempt(
          db,
          payment,
          { status: 'failed', chargeId: outcome.chargeId, failureCode: 'authentication_required' },
          now,
        );
        return failed(sub, order, payment, now);
    }
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

    /** One run of the job: the notices, then every subscription due, in batches. */
    async runDue(progress?: (done: number) => Promise<void>) {
      const counts: Record<RenewalResult | 'noticed', number> = {
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
        const ids: string[] = await due(clock.now().toISOString())
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
