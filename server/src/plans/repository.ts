import type { Knex } from 'knex';
import type { Plan } from '@hondana/schemas/contracts';
import { isStorable } from '../db/storable';
import { toIso } from '../db/json';

/** A plan as the admin API and the reader's plan list answer it (declared in the contracts). */
export type { Plan };

type Row = Record<string, unknown>;

/** Plans of one tenant read with their content groups (one query for the groups of a page). */
export function planRepository(db: Knex) {
  async function withGroups(rows: Row[]): Promise<Plan[]> {
    const ids = rows.map((row) => String(row.id));
    const links = ids.length
      ? await db('subscription_plan_groups as l')
          .join('content_groups as g', 'g.id', 'l.content_group_id')
          .whereIn('l.plan_id', ids)
          .orderBy('g.ordinal')
          .orderBy('g.id')
          .select('l.plan_id', 'g.id', 'g.name')
      : [];
    return rows.map((row) => {
      const groups = links.filter((link) => link.plan_id === row.id);
      return present(row, groups);
    });
  }

  return {
    withGroups,

    async find(companyId: string, id: string, trx: Knex = db): Promise<Plan | null> {
      if (id.length > 36 || !isStorable(id)) return null;
      const row = await trx('subscription_plans').where({ company_id: companyId, id }).first();
      return row ? (await withGroups([row]))[0] : null;
    },

    /** Replaces a plan's content groups (inside the caller's transaction). */
    async setGroups(trx: Knex, companyId: string, planId: string, groupIds: readonly string[]) {
      await trx('subscription_plan_groups').where({ plan_id: planId }).delete();
      if (groupIds.length) {
        await trx('subscription_plan_groups').insert(
          groupIds.map((groupId) => ({
            company_id: companyId,
            plan_id: planId,
            content_group_id: groupId,
          })),
        );
      }
    },
  };
}

export type PlanRepository = ReturnType<typeof planRepository>;

function present(row: Row, groups: Row[]): Plan {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    name: String(row.name),
    imageName: (row.image_name as string | null) ?? null,
    price: Number(row.price),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
    duration: Number(row.duration),
    durationType: row.duration_type as Plan['durationType'],
    description: String(row.description ?? ''),
    numberFreeTerm: Number(row.number_free_term),
    contentGroupIds: groups.map((g) => String(g.id)) as Plan['contentGroupIds'],
    subscriptionContentGroups: groups.map((g) => ({
      contentGroupId: String(g.id),
      contentGroupName: String(g.name),
    })),
    refCode: (row.ref_code as string | null) ?? null,
    isPublished: Boolean(row.is_published),
    archivedAt: toIso(row.archived_at) ?? null,
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}

/** The tax-exclusive price a period of `plan` costs before any discount. */
export function listPrice(plan: Pick<Plan, 'price' | 'discountPrice'>): number {
  return plan.discountPrice !== null && plan.discountPrice < plan.price
    ? plan.discountPrice
    : plan.price;
}
