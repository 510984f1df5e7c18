import type { PlanMarks } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';

export interface PlanMarksRequest {
  companyId: string;
  userId: string | null;
  now: Date;
}

/**
 * The plan marks of a page of contents (search results, a group's page) in one statement,
 * whatever the page's length: the contents some plan opens, and of those the ones the reader
 * holds a plan for (the rule of planAccess.ts, for many contents at once).
 */
export async function planMarksOf(
  db: Knex,
  { companyId, userId, now }: PlanMarksRequest,
  contentIds: string[],
): Promise<Map<string, PlanMarks>> {
  const inPlans = new Map<string, boolean>();
  if (contentIds.length > 0) {
    const rows: { content_id: string; held: number | string | null }[] = await db(
      'content_group_items as i',
    )
      .join('subscription_plan_groups as spg', function joinPlans() {
        this.on('spg.content_group_id', 'i.content_group_id').andOn(
          'spg.company_id',
          'i.company_id',
        );
      })
      .leftJoin('subscriptions as s', function joinHeld() {
        this.on('s.plan_id', 'spg.plan_id')
          .andOn('s.company_id', 'i.company_id')
          .andOn('s.user_id', db.raw('?', [userId ?? '']))
          .andOn(function running() {
            this.on('s.status', db.raw('?', ['ACTIVE'])).orOn(function paidPeriod() {
              this.on('s.status', db.raw('?', ['CANCEL'])).andOn(
                's.period_end',
                '>',
                db.raw('?', [now.toISOString()]),
              );
            });
          });
      })
      .where('i.company_id', companyId)
      .whereIn('i.content_id', [...new Set(contentIds)])
      .groupBy('i.content_id')
      .select('i.content_id', db.raw('count(s.id) as held'));
    for (const row of rows) inPlans.set(row.content_id, Number(row.held) > 0);
  }
  return new Map(
    contentIds.map((id) => [id, marksOf(inPlans.has(id), inPlans.get(id) === true, userId)]),
  );
}

/** A content's marks from whether a plan opens it and whether the reader holds one. */
export function marksOf(isInPlan: boolean, isHeld: boolean, userId: string | null): PlanMarks {
  return { isSubscriptionPlan: isInPlan, isRegistered: userId !== null && (!isInPlan || isHeld) };
}

/** `items` with their plan marks, in one statement. */
export async function withPlanMarks<T extends { id: string }>(
  db: Knex,
  request: PlanMarksRequest,
  items: T[],
): Promise<(T & PlanMarks)[]> {
  const marks = await planMarksOf(
    db,
    request,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, ...(marks.get(item.id) as PlanMarks) }));
}
