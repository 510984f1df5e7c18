import type { Knex } from 'knex';
import { quickRow } from '../db/quickReads';

export interface PlanAccessRequest {
  companyId: string;
  contentId: string;
  userId: string | null;
  now: Date;
}

/**
 * Spec 000 §4 / 001 §4: content in a group that a subscription plan opens is the plan's. It is
 * `isSubscriptionPlan` when some plan opens one of its normal groups, and `isRegistered` when
 * the reader holds such a plan: ACTIVE, or cancelled with the paid period still running.
 * Reads the plan and subscription tables only, so content and viewer can both ask.
 */
export async function planAccess(db: Knex, request: PlanAccessRequest) {
  const { companyId, contentId, userId, now } = request;
  // Every detail page asks; most content is in no plan: a quick read (db/quickReads.ts).
  const anyPlan = await quickRow(
    db,
    `select 1 as found from subscription_plan_groups spg
     join content_group_items i on i.content_group_id = spg.content_group_id
     where spg.company_id = ? and i.company_id = ? and i.content_id = ? limit 1`,
    [companyId, companyId, contentId],
  );
  if (!anyPlan) return { isSubscriptionPlan: false, isRegistered: false };
  if (!userId) return { isSubscriptionPlan: true, isRegistered: false };
  // Built only for a content some plan opens: the plans that open it.
  const plans = db('subscription_plan_groups as spg')
    .join('content_group_items as i', 'i.content_group_id', 'spg.content_group_id')
    .where({ 'spg.company_id': companyId, 'i.company_id': companyId, 'i.content_id': contentId })
    .select('spg.plan_id');
  const held = await db('subscriptions')
    .where({ company_id: companyId, user_id: userId })
    .whereIn('plan_id', plans)
    .where((w) =>
      w
        .where('status', 'ACTIVE')
        .orWhere((c) => c.where('status', 'CANCEL').andWhere('period_end', '>', now.toISOString())),
    )
    .first('id');
  return { isSubscriptionPlan: true, isRegistered: Boolean(held) };
}
