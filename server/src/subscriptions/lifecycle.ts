import { Status } from '@hondana/schemas/contracts';
import type { WebhookEventType } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import type { Actor } from '../access/roles';
import { giveBackUse, takeUse } from '../coupons';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import { recordSubscriptionEvent } from '../webhooks/events';
import { periodEnd } from '../money';
import type { DurationType } from '../money';
import type { Plan } from '../plans';
import type { OrderRow, SubscriptionRow, SubscriptionStatus } from './model';
import type { FirstOrder } from './offer';
import { isKeyFree, isPromised, openKey } from './planHolds';
import { chargeColumns } from './rows';

export { openKey };

/**
 * A subscription's life, the one writer of `subscriptions` (tests/architecture/tableOwners
 * holds every other module to reading it). Each change is a named transition whose rule is
 * the statuses it may start from, applied with one conditional UPDATE, so two racing callers
 * (a refund and a renewal run, say) cannot both move it. docs/architecture.md draws them.
 * A transition that moved records its webhook event in the same transaction (`emit`).
 */
export const TRANSITIONS = {
  /** The first order's free days start (its card kept for the due date). */
  startFreePeriod: ['PENDING'],
  /** A paid order starts the subscription's period, or the next one; retries end. */
  startPeriod: ['PENDING', 'ACTIVE', 'PAST_DUE'],
  /** A renewal's charge failed: reading waits while the next tries are made. */
  pastDue: ['ACTIVE', 'PAST_DUE'],
  /** The reader (or an admin) cancels: no further charge, reading to the paid period's end. */
  cancelAtPeriodEnd: ['PENDING', 'ACTIVE', 'PAST_DUE'],
  /** Ends now: the account is closed or the last retry failed. */
  cancelNow: ['PENDING', 'ACTIVE', 'PAST_DUE', 'CANCEL'],
  /** Money given back: reading ends now. */
  refund: ['PENDING', 'ACTIVE', 'PAST_DUE', 'CANCEL'],
  /** A registration whose first order was left unpaid: its coupon use goes back. */
  abandon: ['PENDING'],
  /** A cheaper plan or another period length, held from the running period's end. */
  scheduleChange: ['ACTIVE'],
  /** The reader keeps the current plan after all (before the period ends). */
  cancelScheduledChange: ['ACTIVE'],
  /** Another plan from now: an upgrade paid, a ¥0 difference, or during free days. */
  changePlan: ['ACTIVE'],
} as const satisfies Record<string, readonly SubscriptionStatus[]>;

export type Transition = keyof typeof TRANSITIONS;

/** Whether `transition` may start from `status` (the rule, for callers that ask first). */
export function mayMove(transition: Transition, status: string): boolean {
  return (TRANSITIONS[transition] as readonly string[]).includes(status);
}

export interface Opening {
  company: Company;
  reader: Actor;
  plan: Plan;
  first: FirstOrder;
  ids: { subscription: string; order: string };
  now: Date;
}

/**
 * Registration, in the caller's transaction: a PENDING subscription holding the reader's one
 * open place for the plan (881 when taken), the coupon use and order 1. Spec 001 §4: a ¥0
 * total closes the order at once and the subscription is ACTIVE.
 */
export async function open(
  trx: Knex,
  { company, reader, plan, first, ids, now }: Opening,
): Promise<void> {
  const at = now.toISOString();
  if (await isPromised(trx, reader.id, plan.id)) throw new AppError(Status.planAlreadyRegistered);
  try {
    await trx('subscriptions').insert({
      id: ids.subscription,
      company_id: company.id,
      user_id: reader.id,
      plan_id: plan.id,
      status: 'PENDING',
      open_key: openKey(reader.id, plan.id),
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
    kind: 'PERIOD',
    plan_id: plan.id,
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
  // Paid at once (¥0): the first period runs after any free days (they end at the due date).
  if (isFree) {
    const moved = await move(trx, ids.subscription, 'startPeriod', {
      status: 'ACTIVE',
      period_start: at,
      period_end: periodEnd(first.dueAt, plan.duration, plan.durationType).toISOString(),
      periods_billed: 1,
      updated_at: at,
    });
    if (moved) await emit(trx, ids.subscription, 'subscription.created', now);
  }
}

export interface Grant {
  company: Company;
  readerId: string;
  plan: Plan;
  id: string;
  /** The last moment of the access given (the usage end date). */
  until: Date;
  now: Date;
}

/**
 * `grantComplimentary` (an admin): ACTIVE from now to `until` with no order and no charge,
 * holding the reader's one open place for the plan (881 when taken). It is never renewed:
 * the renewal run ends it at its period's end (`cancelNow`).
 */
export async function grantComplimentary(
  trx: Knex,
  { company, readerId, plan, id, until, now }: Grant,
): Promise<void> {
  const at = now.toISOString();
  if (await isPromised(trx, readerId, plan.id)) throw new AppError(Status.planAlreadyRegistered);
  try {
    await trx('subscriptions').insert({
      id,
      company_id: company.id,
      user_id: readerId,
      plan_id: plan.id,
      status: 'ACTIVE',
      open_key: openKey(readerId, plan.id),
      registered_at: at,
      period_start: at,
      period_end: until.toISOString(),
      periods_billed: 0,
      is_complimentary: true,
      created_at: at,
      updated_at: at,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Status.planAlreadyRegistered);
    throw err;
  }
  await emit(trx, id, 'subscription.created', now);
}

/** `startFreePeriod`: ACTIVE with nothing billed until the first order's due date. */
export async function startFreePeriod(
  trx: Knex,
  order: Pick<OrderRow, 'subscription_id' | 'due_at'>,
  now: Date,
) {
  const at = now.toISOString();
  const moved = await move(trx, order.subscription_id, 'startFreePeriod', {
    status: 'ACTIVE',
    period_start: at,
    period_end: new Date(order.due_at).toISOString(),
    periods_billed: 0,
    updated_at: at,
  });
  if (moved) {
    await emit(trx, order.subscription_id, 'subscription.created', now);
    await emit(trx, order.subscription_id, 'subscription.trial_started', now);
  }
  return moved;
}

/**
 * `startPeriod`: the paid order's period runs from the running period's end (a renewal paid
 * late, after retries, keeps the billing day), or from now for a new subscription. The order's
 * plan takes over (a scheduled change) unless the reader holds it on another subscription;
 * whatever was scheduled is done with.
 */
export async function startPeriod(
  trx: Knex,
  {
    order,
    now,
  }: { order: Pick<OrderRow, 'subscription_id' | 'period_number' | 'plan_id'>; now: Date },
): Promise<boolean> {
  const subscription = await find(trx, order.subscription_id);
  if (!subscription) return false;
  const isSwitch =
    order.plan_id !== null &&
    order.plan_id !== subscription.plan_id &&
    (await isKeyFree(trx, subscription, order.plan_id));
  const planId = isSwitch ? (order.plan_id as string) : subscription.plan_id;
  const plan = await trx('subscription_plans').where({ id: planId }).first();
  const isRunning =
    (subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE') &&
    subscription.period_end !== null;
  const start = isRunning ? new Date(subscription.period_end as Timestamp) : now;
  const moved = await move(trx, subscription.id, 'startPeriod', {
    status: 'ACTIVE',
    plan_id: planId,
    open_key: openKey(subscription.user_id, planId),
    next_plan_id: null,
    period_start: start.toISOString(),
    period_end: periodEnd(
      start,
      Number(plan.duration),
      plan.duration_type as DurationType,
    ).toISOString(),
    periods_billed: Number(order.period_number),
    failed_attempts: 0,
    retry_at: null,
    updated_at: now.toISOString(),
  });
  // The first paid period makes the subscription; any later one (after free days too) renews it.
  const type = subscription.status === 'PENDING' ? 'subscription.created' : 'subscription.renewed';
  if (moved) await emit(trx, subscription.id, type, now);
  return moved;
}

/** `pastDue`: the charge failed `failures` times; the next try is at `retryAt`. */
export async function pastDue(
  trx: Knex,
  id: string,
  { failures, retryAt, now }: { failures: number; retryAt: Date; now: Date },
) {
  const before = await find(trx, id);
  const moved = await move(trx, id, 'pastDue', {
    status: 'PAST_DUE',
    failed_attempts: failures,
    retry_at: retryAt.toISOString(),
    updated_at: now.toISOString(),
  });
  if (moved) {
    await emit(trx, id, 'subscription.payment_failed', now);
    if (before?.status !== 'PAST_DUE') await emit(trx, id, 'subscription.past_due', now);
  }
  return moved;
}

/** `cancelAtPeriodEnd`: no further charge; the period already paid keeps running. */
export async function cancelAtPeriodEnd(trx: Knex, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const moved = await move(trx, id, 'cancelAtPeriodEnd', {
    status: 'CANCEL',
    open_key: null,
    next_plan_id: null,
    cancelled_at: at,
    retry_at: null,
    updated_at: at,
  });
  if (moved) await closeUnpaidOrders(trx, id, at);
  if (moved) await emit(trx, id, 'subscription.cancel_scheduled', now);
  return moved;
}

/** `cancelNow`: ends the subscription and its reading at once (a closed account, the last retry). */
export async function cancelNow(
  trx: Knex,
  id: string,
  now: Date,
  { failures }: { failures?: number } = {},
): Promise<boolean> {
  const at = now.toISOString();
  const row = await find(trx, id);
  if (!row || !mayMove('cancelNow', row.status)) return false;
  const moved = await move(trx, id, 'cancelNow', {
    status: 'CANCEL',
    open_key: null,
    next_plan_id: null,
    cancelled_at: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : at,
    period_end: earlier(row.period_end, now),
    retry_at: null,
    ...(failures !== undefined && { failed_attempts: failures }),
    updated_at: at,
  });
  if (moved) {
    await closeUnpaidOrders(trx, id, at);
    // The last retry's failure ends it: the failure is reported before the end.
    if (failures !== undefined) await emit(trx, id, 'subscription.payment_failed', now);
    await emit(trx, id, 'subscription.cancelled', now);
  }
  return moved;
}

/** `refund`: the money went back; reading ends now and nothing more is charged. */
export async function refund(trx: Knex, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const row = await find(trx, id);
  if (!row || !mayMove('refund', row.status)) return false;
  const moved = await move(trx, id, 'refund', {
    status: 'REFUNDED',
    open_key: null,
    next_plan_id: null,
    cancelled_at: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : at,
    period_end: at,
    retry_at: null,
    updated_at: at,
  });
  if (moved) await closeUnpaidOrders(trx, id, at);
  if (moved) await emit(trx, id, 'subscription.refunded', now);
  return moved;
}

/** `abandon`: a registration never paid; its place for the plan and its coupon use are freed. */
export async function abandon(trx: Knex, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const moved = await move(trx, id, 'abandon', {
    status: 'CANCEL',
    open_key: null,
    next_plan_id: null,
    cancelled_at: at,
    updated_at: at,
  });
  if (moved) await closeUnpaidOrders(trx, id, at);
  return moved;
}

/**
 * Marks a PENDING order paid (once, whoever gets here first): a period's order starts its
 * period, an upgrade's switches the plan for the rest of the period already running.
 */
export async function payOrder(trx: Knex, order: OrderRow, now: Date): Promise<boolean> {
  const changed = await trx('orders')
    .where({ id: order.id, status: 'PENDING' })
    .update({ status: 'PAID', updated_at: now.toISOString() });
  if (!changed) return false;
  if (order.kind === 'UPGRADE' && order.plan_id) {
    await changePlan(trx, order.subscription_id, { planId: order.plan_id, now });
  } else {
    await startPeriod(trx, { order, now });
  }
  return true;
}

/** `scheduleChange`: the renewal at the running period's end charges and switches to `planId`. */
export function scheduleChange(trx: Knex, id: string, { planId, now }: PlanMove) {
  const at = now.toISOString();
  return move(trx, id, 'scheduleChange', { next_plan_id: planId, updated_at: at }, (q) =>
    q.andWhere('period_end', '>', at),
  );
}

/** `cancelScheduledChange`: the current plan renews; false when nothing was scheduled. */
export function cancelScheduledChange(trx: Knex, id: string, now: Date) {
  const at = now.toISOString();
  return move(trx, id, 'cancelScheduledChange', { next_plan_id: null, updated_at: at }, (q) =>
    q.andWhere('period_end', '>', at).whereNotNull('next_plan_id'),
  );
}

/**
 * `changePlan`: `planId` is held from now to the running period's end (its billing date kept),
 * replacing any scheduled change; false when the period has ended or the reader holds that plan
 * on another subscription (its place, `open_key`, is one per reader and plan).
 */
export async function changePlan(trx: Knex, id: string, { planId, now }: PlanMove) {
  const row = await find(trx, id);
  if (!row || !(await isKeyFree(trx, row, planId))) return false;
  const at = now.toISOString();
  const fields = {
    plan_id: planId,
    open_key: openKey(row.user_id, planId),
    next_plan_id: null,
    updated_at: at,
  };
  return move(trx, id, 'changePlan', fields, (q) => q.andWhere('period_end', '>', at));
}

interface PlanMove {
  planId: string;
  now: Date;
}

export async function find(db: Knex, id: string): Promise<SubscriptionRow | undefined> {
  return (await db('subscriptions').where({ id }).first()) as SubscriptionRow | undefined;
}

type Timestamp = NonNullable<SubscriptionRow['period_end']>;

/**
 * Applies a transition if its rule allows it from the subscription's status now (and `guard`,
 * a transition's further condition, holds).
 */
async function move(
  trx: Knex,
  id: string,
  transition: Transition,
  fields: Record<string, unknown>,
  guard?: (query: Knex.QueryBuilder) => void,
): Promise<boolean> {
  const query = trx('subscriptions')
    .where({ id })
    .whereIn('status', TRANSITIONS[transition] as readonly string[]);
  guard?.(query);
  const changed = await query.update(fields);
  return changed === 1;
}

/** A moved subscription's webhook event, in the transaction that moved it (webhooks/events.ts). */
function emit(trx: Knex, id: string, type: WebhookEventType, now: Date) {
  return recordSubscriptionEvent(trx, id, type, now);
}

/** The subscription's unpaid orders end with it, giving back the coupon uses they held. */
async function closeUnpaidOrders(trx: Knex, subscriptionId: string, at: string) {
  const unpaid = (await trx('orders').where({
    subscription_id: subscriptionId,
    status: 'PENDING',
  })) as OrderRow[];
  for (const order of unpaid) {
    if (order.coupon_id) await giveBackUse(trx, order.coupon_id);
  }
  if (unpaid.length) {
    await trx('orders')
      .whereIn(
        'id',
        unpaid.map((order) => order.id),
      )
      .update({ status: 'CANCELLED', updated_at: at });
  }
}

function earlier(end: Timestamp | null, now: Date): string {
  if (!end) return now.toISOString();
  const date = new Date(end);
  return (date < now ? date : now).toISOString();
}

/**
 * Subscriptions a renewal run may charge at `now`: ACTIVE past their period's end and not
 * leased by another run, or PAST_DUE at their next try.
 */
export function dueForRenewal(db: Knex, now: string) {
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

/**
 * A renewal run takes a due subscription until `until` (one conditional UPDATE of `retry_at`),
 * so two runs or two processes never charge it together; false when it is not due or taken.
 */
export async function leaseForRenewal(db: Knex, id: string, now: Date, until: Date) {
  const taken = await dueForRenewal(db, now.toISOString())
    .andWhere({ id })
    .update({ retry_at: until.toISOString() });
  return taken === 1;
}
