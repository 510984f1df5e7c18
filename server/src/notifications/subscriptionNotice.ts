import type { Knex } from 'knex';
import { toIso } from '../db/json';
import type { NotificationKind } from './events';
import { jstDay, yen } from './events';
import type { Notifications } from './service';

/**
 * Tells a reader about their subscription `subscriptionId` (and the order concerned): the
 * plan, the amount and the dates as the texts show them. `subjectId` makes it once-only.
 */
export async function noticeOf(
  db: Knex,
  notifications: Notifications,
  {
    kind,
    subscriptionId,
    subjectId,
    order,
    extra = {},
  }: {
    kind: NotificationKind;
    subscriptionId: string;
    subjectId: string;
    /** The order concerned (its id, period and total are shown). */
    order?: { id: unknown; period_number: unknown; total_amount: unknown } | null;
    extra?: Record<string, string | number>;
  },
) {
  const row = await db('subscriptions as s')
    .join('subscription_plans as p', 'p.id', 's.plan_id')
    .where('s.id', subscriptionId)
    .first('s.*', 'p.name as plan_name');
  if (!row) return;
  const periodEnd = toIso(row.period_end);
  await notifications.notify({
    companyId: String(row.company_id),
    userId: String(row.user_id),
    kind,
    subjectId,
    values: {
      subscriptionId,
      planName: String(row.plan_name),
      ...(order && {
        orderId: String(order.id),
        periodNumber: Number(order.period_number),
        amount: yen(Number(order.total_amount)),
        totalAmount: Number(order.total_amount),
      }),
      ...(periodEnd && { periodEnd: jstDay(periodEnd) }),
      ...extra,
    },
  });
}
