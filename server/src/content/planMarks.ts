import type { PlanMarks } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { placeholders, quickRows } from '../db/quickReads';

export interface PlanMarksRequest {
  companyId: string;
  userId: string | null;
  now: Date;
  /** False when the caller knows the tenant has no plan over any group: no statement then. */
  mayHavePlans?: boolean;
}

/**
 * The plan marks of a page of contents (search results, a group's page) in one statement,
 * whatever the page's length: the contents some plan opens, and of those the ones the reader
 * holds a plan for (the rule of planAccess.ts, for many contents at once).
 */
export async function planMarksOf(
  db: Knex,
  { companyId, userId, now, mayHavePlans = true }: PlanMarksRequest,
  contentIds: string[],
): Promise<Map<string, PlanMarks>> {
  const inPlans = new Map<string, boolean>();
  const ids = [...new Set(contentIds)];
  if (ids.length > 0 && mayHavePlans) {
    // Every group page and search answer asks: a quick read (db/quickReads.ts), whose compiled
    // statement is kept; built by knex it cost the mixed reader load a fifth of its CPU
    // (docs/performance/history.md, "Against 7f572a7").
    const rows = await quickRows<{ content_id: string; held: number | string | null }>(
      db,
      `select i.content_id, count(s.id) as held
       from content_group_items i
       join subscription_plan_groups spg
         on spg.content_group_id = i.content_group_id and spg.company_id = i.company_id
       left join subscriptions s
         on s.plan_id = spg.plan_id and s.company_id = i.company_id and s.user_id = ?
         and (s.status = ? or (s.status = ? and s.period_end > ?))
       where i.company_id = ? and i.content_id in (${placeholders(ids.length)})
       group by i.content_id`,
      [userId ?? '', 'ACTIVE', 'CANCEL', now.toISOString(), companyId, ...ids],
    );
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
  // Named properties after one spread: V8 clones the item's shape and adds two fields; a second
  // spread copies property by property (a fifth of the mixed reader load's CPU, with the
  // garbage it makes: docs/performance/history.md, "Plan marks, the second look").
  return items.map((item) => {
    const { isSubscriptionPlan, isRegistered } = marks.get(item.id) as PlanMarks;
    return { ...item, isSubscriptionPlan, isRegistered };
  });
}
