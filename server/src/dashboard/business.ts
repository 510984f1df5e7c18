import type { DashboardBusiness, DashboardMonth } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { DAYS_PER_MONTH } from '../money';
import { topTitles } from './topTitles';
import type { TenantRows } from './tenantRows';
import { japanMonthSql } from './tenantRows';
import type { Window } from './window';

type Row = Record<string, unknown>;

/**
 * A plan's price (tax excluded; the discount price when set, as charged) per month: months
 * divide, years divide by twelve, days count 30 to the month (spec 001 §9).
 */
const MONTHLY_PRICE = `(case p.duration_type
  when 'DAY' then coalesce(p.discount_price, p.price) * ${DAYS_PER_MONTH}.0 / p.duration
  when 'YEAR' then coalesce(p.discount_price, p.price) * 1.0 / (p.duration * 12)
  else coalesce(p.discount_price, p.price) * 1.0 / p.duration end)`;

// A free period is ACTIVE with no period billed yet (lifecycle.startFreePeriod).
const PAYING = "s.status = 'ACTIVE' and s.periods_billed > 0";
const IN_TRIAL = "s.status = 'ACTIVE' and s.periods_billed = 0";

/** Money, readers and subscriptions of the tenant(s) over the window, each one SQL query. */
export async function businessFigures(
  db: Knex,
  tenant: TenantRows,
  window: Window,
): Promise<DashboardBusiness> {
  const [now, revenue, opened, cancelled, failed, titles] = await Promise.all([
    current(db, tenant),
    revenueByMonth(db, tenant, window),
    subscriptionsByMonth(db, tenant, window, 'registered_at'),
    subscriptionsByMonth(db, tenant, window, 'cancelled_at'),
    failedRenewalsByMonth(db, tenant, window),
    topTitles(db, tenant, window),
  ]);
  const byMonth: DashboardMonth[] = window.labels.map((month) => {
    const paid = Number(revenue.get(month)?.paid ?? 0);
    const refunded = Number(revenue.get(month)?.refunded ?? 0);
    return {
      month,
      paid,
      refunded,
      revenue: paid - refunded,
      newSubscriptions: opened.get(month) ?? 0,
      cancelledSubscriptions: cancelled.get(month) ?? 0,
      failedRenewals: failed.get(month) ?? 0,
    };
  });
  return { ...now, byMonth, topTitles: titles };
}

/** MRR and the readers paying, in a free period and past due, now. */
async function current(db: Knex, tenant: TenantRows) {
  const row: Row = await tenant
    .only(db('subscriptions as s'), 's.company_id')
    .join('subscription_plans as p', 'p.id', 's.plan_id')
    .whereIn('s.status', ['ACTIVE', 'PAST_DUE'])
    .first(
      db.raw(`sum(case when ${PAYING} then ${MONTHLY_PRICE} else 0 end) as mrr`),
      db.raw(`count(distinct case when ${PAYING} then s.user_id end) as active`),
      db.raw(`count(distinct case when ${IN_TRIAL} then s.user_id end) as trial`),
      db.raw("count(distinct case when s.status = 'PAST_DUE' then s.user_id end) as past_due"),
    );
  return {
    mrr: Math.round(Number(row?.mrr ?? 0)),
    activeSubscribers: Number(row?.active ?? 0),
    trialReaders: Number(row?.trial ?? 0),
    pastDueReaders: Number(row?.past_due ?? 0),
  };
}

/** Paid payments and what was refunded of them, by the month they were paid. */
async function revenueByMonth(db: Knex, tenant: TenantRows, window: Window) {
  const month = japanMonthSql(db, 'created_at');
  const rows: Row[] = await tenant
    .only(db('payments'), 'company_id')
    .where('status', 'succeeded')
    .where('created_at', '>=', window.start)
    .groupByRaw(month)
    .select(db.raw(`${month} as month`))
    .sum({ paid: 'total_amount', refunded: 'refunded_amount' });
  return new Map(rows.map((row) => [String(row.month), row]));
}

/**
 * Subscriptions that started a paid or free period (an abandoned registration never did), by
 * the month they were registered or, for `cancelled_at`, cancelled (status CANCEL).
 */
async function subscriptionsByMonth(
  db: Knex,
  tenant: TenantRows,
  window: Window,
  column: 'registered_at' | 'cancelled_at',
) {
  const month = japanMonthSql(db, column);
  const query = tenant
    .only(db('subscriptions'), 'company_id')
    .whereNotNull('period_start')
    .where(column, '>=', window.start);
  if (column === 'cancelled_at') query.where('status', 'CANCEL');
  const rows: Row[] = await query
    .groupByRaw(month)
    .select(db.raw(`${month} as month`))
    .count({ n: '*' });
  return new Map(rows.map((row) => [String(row.month), Number(row.n)]));
}

/**
 * Renewal charges that failed, by month: the renewal job's attempts are the off-session ones
 * (orders/attempts.ts#chargeRenewal records `"isOffSession":true` in the request it sends).
 */
async function failedRenewalsByMonth(db: Knex, tenant: TenantRows, window: Window) {
  const month = japanMonthSql(db, 'created_at');
  const rows: Row[] = await tenant
    .only(db('payments'), 'company_id')
    .where('status', 'failed')
    .where('created_at', '>=', window.start)
    .where('request', 'like', '%"isOffSession":true%')
    .groupByRaw(month)
    .select(db.raw(`${month} as month`))
    .count({ n: '*' });
  return new Map(rows.map((row) => [String(row.month), Number(row.n)]));
}
