import type { TestApp } from '../../support/app';

type Row = Record<string, unknown>;

const JST_OFFSET_MS = 9 * 3_600_000;
const DAYS_PER_MONTH = 30;

/** The Japan-time month of a stored timestamp, computed here apart from the server's SQL. */
export const japanMonth = (at: unknown) =>
  new Date(new Date(at as string).getTime() + JST_OFFSET_MS).toISOString().slice(0, 7);

/** The `months` Japan-time months up to the clock's, oldest first. */
export function monthsUpTo(now: Date, months: number): string[] {
  const wall = new Date(now.getTime() + JST_OFFSET_MS);
  return Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - months + 1 + i, 1))
      .toISOString()
      .slice(0, 7),
  );
}

const countBy = (rows: Row[], month: (row: Row) => string, labels: string[]) =>
  labels.map((label) => rows.filter((row) => month(row) === label).length);

/**
 * Every figure of the dashboard for the tenants `companyIds`, from the rows themselves with
 * plain arithmetic (no SQL grouping): what the endpoint must answer.
 */
export async function expectedFigures(t: TestApp, companyIds: string[], months: number) {
  const labels = monthsUpTo(t.clock.now(), months);
  const payments: Row[] = await t.db('payments').whereIn('company_id', companyIds);
  const subscriptions: Row[] = await t.db('subscriptions').whereIn('company_id', companyIds);
  const plans: Row[] = await t.db('subscription_plans').whereIn('company_id', companyIds);
  const planOf = (id: unknown) => plans.find((plan) => plan.id === id) as Row;

  const paidRows = payments.filter((p) => p.status === 'succeeded');
  const sumIn = (label: string, column: string) =>
    paidRows
      .filter((p) => japanMonth(p.created_at) === label)
      .reduce((sum, p) => sum + Number(p[column]), 0);
  const offSessionFailures = payments.filter(
    (p) => p.status === 'failed' && JSON.parse(String(p.request)).isOffSession === true,
  );
  const started = subscriptions.filter((s) => s.period_start !== null);
  const newCounts = countBy(started, (s) => japanMonth(s.registered_at), labels);
  const cancelled = started.filter((s) => s.status === 'CANCEL');
  const cancelCounts = countBy(cancelled, (s) => japanMonth(s.cancelled_at), labels);
  const failCounts = countBy(offSessionFailures, (p) => japanMonth(p.created_at), labels);
  const byMonth = labels.map((month, i) => {
    const paid = sumIn(month, 'total_amount');
    const refunded = sumIn(month, 'refunded_amount');
    return {
      month,
      paid,
      refunded,
      revenue: paid - refunded,
      newSubscriptions: newCounts[i],
      cancelledSubscriptions: cancelCounts[i],
      failedRenewals: failCounts[i],
    };
  });

  const paying = subscriptions.filter((s) => s.status === 'ACTIVE' && Number(s.periods_billed) > 0);
  const inTrial = subscriptions.filter(
    (s) => s.status === 'ACTIVE' && Number(s.periods_billed) === 0,
  );
  const pastDue = subscriptions.filter((s) => s.status === 'PAST_DUE');
  const readers = (rows: Row[]) => new Set(rows.map((s) => s.user_id)).size;
  const monthly = (plan: Row) => {
    const price = Number(plan.discount_price ?? plan.price);
    const duration = Number(plan.duration);
    if (plan.duration_type === 'DAY') return (price * DAYS_PER_MONTH) / duration;
    if (plan.duration_type === 'YEAR') return price / (duration * 12);
    return price / duration;
  };
  const mrr = Math.round(paying.reduce((sum, s) => sum + monthly(planOf(s.plan_id)), 0));
  return {
    labels,
    mrr,
    activeSubscribers: readers(paying),
    trialReaders: readers(inTrial),
    pastDueReaders: readers(pastDue),
    byMonth,
    plansById: Object.fromEntries(
      plans.map((plan) => {
        const held = (rows: Row[]) => rows.filter((s) => s.plan_id === plan.id).length;
        return [
          plan.id,
          { name: plan.name, active: held(paying), trial: held(inTrial), pastDue: held(pastDue) },
        ];
      }),
    ),
  };
}
