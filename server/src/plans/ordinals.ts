import { randomUUID } from 'node:crypto';
import { fieldText, Status } from '@hondana/schemas/contracts';
import { validateResource } from '@hondana/schemas';
import type { DiscountOrdinalRecord } from '@hondana/schemas';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { isUniqueViolation } from '../db/dialect';
import { toIso } from '../db/json';
import { listPage } from '../db/listPage';
import type { ListQuery } from '../db/listPage';
import { AppError } from '../errors';
import { recordBody } from '../users/recordBody';

const SERVER_FIELDS = ['id', 'companyId', 'subscriptionPlanName', 'createdAt', 'updatedAt'];

const sortable: Record<string, string> = {
  ordinal: 'o.ordinal',
  discountPercent: 'o.discount_percent',
  subscriptionPlanId: 'o.plan_id',
  createdAt: 'o.created_at',
};

/**
 * Discount ordinals: a percentage off a plan's price for the n-th billing period of each
 * subscription to it (the second month at half price, say). One per plan and period (836).
 */
export function createOrdinalService({ db, clock }: { db: Knex; clock: Clock }) {
  const rows = (companyId: string) =>
    db('discount_ordinals as o')
      .join('subscription_plans as p', 'p.id', 'o.plan_id')
      .where('o.company_id', companyId)
      .select('o.*', 'p.name as plan_name');

  async function existing(companyId: string, id: string) {
    const row =
      id.length <= 36 && isStorable(id) ? await rows(companyId).where('o.id', id).first() : null;
    if (!row) throw AppError.notFound('Discount ordinal not found.');
    return present(row);
  }

  async function checked(companyId: string, input: unknown): Promise<DiscountOrdinalRecord> {
    const body = recordBody(input, SERVER_FIELDS);
    const shape = validateResource('discountOrdinal', body);
    if (!shape.ok) throw AppError.badRequest(shape.errors, 'Some fields are not valid.');
    const fields = body as unknown as DiscountOrdinalRecord;
    const plan = isStorable(fields.subscriptionPlanId)
      ? await db('subscription_plans')
          .where({ company_id: companyId, id: fields.subscriptionPlanId })
          .first('id')
      : null;
    if (!plan) {
      throw AppError.badRequest({ subscriptionPlanId: fieldText({ key: 'planOfCompany' }) });
    }
    return fields;
  }

  async function saving(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(Status.discountOrdinalExists);
      throw err;
    }
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedCommerce(scope);
      const base = db('discount_ordinals as o').where('o.company_id', company.id);
      const { id, subscriptionPlanId } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('o.id', id.map(String).filter(isStorable));
      if (typeof subscriptionPlanId === 'string' && isStorable(subscriptionPlanId)) {
        base.where('o.plan_id', subscriptionPlanId);
      }
      const page = await listPage<Record<string, unknown>>(base, {
        ...query,
        sortable,
        defaultSort: ['ordinal', 'ASC'],
        idColumn: 'o.id',
        rows: (filtered) =>
          filtered
            .join('subscription_plans as p', 'p.id', 'o.plan_id')
            .select('o.*', 'p.name as plan_name'),
      });
      return { total: page.total, items: page.rows.map(present) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      return existing(policy.managedCommerce(scope).id, id);
    },

    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedCommerce(scope);
      const fields = await checked(company.id, input);
      const id = randomUUID();
      const now = clock.now().toISOString();
      await saving(() =>
        db('discount_ordinals').insert({
          id,
          company_id: company.id,
          plan_id: fields.subscriptionPlanId,
          ordinal: fields.ordinal,
          discount_percent: fields.discountPercent,
          created_at: now,
          updated_at: now,
        }),
      );
      return existing(company.id, id);
    },

    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedCommerce(scope);
      await existing(company.id, id);
      const fields = await checked(company.id, input);
      await saving(() =>
        db('discount_ordinals').where({ company_id: company.id, id }).update({
          plan_id: fields.subscriptionPlanId,
          ordinal: fields.ordinal,
          discount_percent: fields.discountPercent,
          updated_at: clock.now().toISOString(),
        }),
      );
      return existing(company.id, id);
    },

    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedCommerce(scope);
      const ordinal = await existing(company.id, id);
      await db('discount_ordinals').where({ company_id: company.id, id }).delete();
      return ordinal;
    },
  };
}

export type OrdinalService = ReturnType<typeof createOrdinalService>;

/** The ordinal discount of a plan's `period`-th paid period, or null (orders use it). */
export async function ordinalPercent(db: Knex, planId: string, period: number) {
  const row = await db('discount_ordinals').where({ plan_id: planId, ordinal: period }).first();
  return row ? Number(row.discount_percent) : null;
}

/** Each plan's discount ordinals, percent by period, in one query (a page of plans quoted). */
export async function ordinalsOf(
  db: Knex,
  planIds: readonly string[],
): Promise<Map<string, Map<number, number>>> {
  const byPlan = new Map(planIds.map((id) => [id, new Map<number, number>()]));
  if (planIds.length === 0) return byPlan;
  const rows = await db('discount_ordinals')
    .whereIn('plan_id', planIds)
    .select('plan_id', 'ordinal', 'discount_percent');
  for (const row of rows) {
    byPlan.get(String(row.plan_id))?.set(Number(row.ordinal), Number(row.discount_percent));
  }
  return byPlan;
}

function present(row: Record<string, unknown>) {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    subscriptionPlanId: String(row.plan_id),
    subscriptionPlanName: String(row.plan_name),
    ordinal: Number(row.ordinal),
    discountPercent: Number(row.discount_percent),
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}
