import type { DashboardCoupon, DashboardPlan } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { TenantRows } from './tenantRows';
import type { Window } from './window';

/** Plans and coupons listed: a tenant sells a handful; the lists behind them show the rest. */
export const TOP_PLANS = 20;
export const TOP_COUPONS = 20;

type Row = Record<string, unknown>;

/** Readers per plan now: paying, in a free period (ACTIVE, nothing billed yet), past due. */
export async function planFigures(db: Knex, tenant: TenantRows): Promise<DashboardPlan[]> {
  const rows: Row[] = await tenant
    .only(db('subscription_plans as p'), 'p.company_id')
    .leftJoin('subscriptions as s', (on) =>
      on.on('s.plan_id', 'p.id').onIn('s.status', ['ACTIVE', 'PAST_DUE']),
    )
    .groupBy('p.id', 'p.name')
    .select('p.id', 'p.name')
    .select(
      db.raw(
        "sum(case when s.status = 'ACTIVE' and s.periods_billed > 0 then 1 else 0 end) as active",
      ),
      db.raw(
        "sum(case when s.status = 'ACTIVE' and s.periods_billed = 0 then 1 else 0 end) as trial",
      ),
      db.raw("sum(case when s.status = 'PAST_DUE' then 1 else 0 end) as past_due"),
      db.raw('count(s.id) as held'),
    )
    .orderBy([{ column: 'held', order: 'desc' }, { column: 'p.name' }, { column: 'p.id' }])
    .limit(TOP_PLANS);
  return rows.map((row) => ({
    planId: String(row.id),
    name: String(row.name),
    active: Number(row.active),
    trial: Number(row.trial),
    pastDue: Number(row.past_due),
  }));
}

/** Coupons by the paid orders that used them within the window, most used first. */
export async function couponFigures(
  db: Knex,
  tenant: TenantRows,
  window: Window,
): Promise<DashboardCoupon[]> {
  const rows: Row[] = await tenant
    .only(db('orders as o'), 'o.company_id')
    .join('coupons as c', 'c.id', 'o.coupon_id')
    .where('o.status', 'PAID')
    .where('o.created_at', '>=', window.start)
    .groupBy('c.id', 'c.code', 'c.discount_percent', 'c.number_of_usages')
    .select('c.id', 'c.code', 'c.discount_percent', 'c.number_of_usages')
    .count({ redemptions: '*' })
    .orderBy([{ column: 'redemptions', order: 'desc' }, { column: 'c.code' }, { column: 'c.id' }])
    .limit(TOP_COUPONS);
  return rows.map((row) => ({
    couponId: String(row.id),
    code: String(row.code),
    discountPercent: Number(row.discount_percent),
    redemptions: Number(row.redemptions),
    numberOfUsages: row.number_of_usages === null ? null : Number(row.number_of_usages),
  }));
}
