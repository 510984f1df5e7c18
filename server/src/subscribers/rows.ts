import type { SubscriberRow, SubscriptionStatusName } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { toIso } from '../db/json';

type Row = Record<string, unknown>;

/** A tenant's subscriptions with their reader and plan (readers only: role USER). */
export function subscriptionsOf(db: Knex, companyId: string) {
  return db('subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .join('subscription_plans as p', 'p.id', 's.plan_id')
    .where('s.company_id', companyId);
}

export const subscriberColumns = [
  's.*',
  'u.full_name as user_full_name',
  'u.email as user_email',
  'u.username as user_username',
  'p.name as plan_name',
];

export function presentSubscriber(row: Row): SubscriberRow {
  const status = String(row.status) as SubscriptionStatusName;
  const isComplimentary = Boolean(row.is_complimentary);
  const isTrial = status === 'ACTIVE' && Number(row.periods_billed) === 0 && !isComplimentary;
  // Past due, the next try is the next billing date; complimentary access is never billed.
  const billing: Record<string, unknown> = { ACTIVE: row.period_end, PAST_DUE: row.retry_at };
  return {
    id: String(row.id),
    userId: String(row.user_id),
    userFullName: String(row.user_full_name ?? ''),
    userEmail: (row.user_email as string | null) ?? null,
    username: (row.user_username as string | null) ?? null,
    planId: String(row.plan_id),
    planName: String(row.plan_name ?? ''),
    status,
    isTrial,
    isComplimentary,
    registeredAt: toIso(row.registered_at),
    usageStartDate: toIso(row.period_start),
    usageEndDate: toIso(row.period_end),
    nextBillingDate: isComplimentary ? null : toIso(billing[status] ?? null),
    cancelDate: toIso(row.cancelled_at),
    failedAttempts: Number(row.failed_attempts ?? 0),
  };
}
