import { randomUUID } from 'node:crypto';
import { fieldText, Status } from '@hondana/schemas/contracts';
import type { PaymentMode } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { isUniqueViolation } from '../db/dialect';
import { listPage } from '../db/listPage';
import type { ListQuery } from '../db/listPage';
import { AppError } from '../errors';
import { checkedPlan } from './fields';
import { assertPublishable } from './publishing';
import { planRepository } from './repository';
import { withTenant } from '../db/tenantWall';
import { whereContains } from '../db/contains';

export interface PlanServiceDeps {
  db: Knex;
  clock: Clock;
  /** The tenant's payment mode: a paid plan is published only where it can be sold. */
  paymentMode: (companyId: string) => Promise<PaymentMode>;
}

const sortable: Record<string, string> = {
  name: 'name',
  price: 'price',
  isPublished: 'is_published',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/**
 * Subscription plans of a tenant, managed by its company admins and service admins: a price
 * per period, free days for a first purchase and the content groups a subscription opens.
 */
export function createPlanService({ db, clock, paymentMode }: PlanServiceDeps) {
  const plans = planRepository(db);
  const publishable = (companyId: string, fields: Awaited<ReturnType<typeof checkedPlan>>) =>
    assertPublishable(fields, () => paymentMode(companyId));

  async function existing(companyId: string, id: string) {
    const plan = await plans.find(companyId, id);
    if (!plan) throw new AppError(Status.planNotFound);
    return plan;
  }

  /** A ref code is unique per tenant (the database says so; this names the field). */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw AppError.badRequest({ refCode: fieldText({ key: 'planRefCodeTaken' }) });
    }
  }

  function columns(fields: Awaited<ReturnType<typeof checkedPlan>>) {
    return {
      name: fields.name,
      image_name: fields.imageName,
      price: fields.price,
      discount_price: fields.discountPrice,
      duration: fields.duration,
      duration_type: fields.durationType,
      description: fields.description,
      number_free_term: fields.numberFreeTerm,
      ref_code: fields.refCode,
      is_published: fields.isPublished,
    };
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedCommerce(scope);
      const base = db('subscription_plans').where({ company_id: company.id });
      const { q, id, isPublished } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('id', id.map(String).filter(isStorable));
      if (typeof isPublished === 'boolean') base.where({ is_published: isPublished });
      if (typeof q === 'string' && q.trim() && isStorable(q)) {
        whereContains(base, ['name'], q);
      }
      const { total, rows } = await listPage<Record<string, unknown>>(base, {
        ...query,
        sortable,
        defaultSort: ['createdAt', 'DESC'],
      });
      return { total, items: await plans.withGroups(rows) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      return existing(policy.managedCommerce(scope).id, id);
    },

    /** The groups a plan may open (normal groups), for a service admin who cannot list groups. */
    async groupChoices({ scope }: { scope: AdminScope }) {
      const company = policy.managedCommerce(scope);
      return db('content_groups')
        .where({ company_id: company.id, type: 1 })
        .orderBy('ordinal')
        .orderBy('id')
        .select('id', 'name');
    },

    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedCommerce(scope);
      const fields = await checkedPlan(db, company.id, input);
      await publishable(company.id, fields);
      const id = randomUUID();
      const now = clock.now().toISOString();
      await saving(() =>
        withTenant(db, company.id, async (trx) => {
          await trx('subscription_plans').insert({
            id,
            company_id: company.id,
            ...columns(fields),
            created_at: now,
            updated_at: now,
          });
          await plans.setGroups(trx, company.id, id, fields.contentGroupIds);
        }),
      );
      return existing(company.id, id);
    },

    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedCommerce(scope);
      const before = await existing(company.id, id);
      const fields = await checkedPlan(db, company.id, input);
      if (before.archivedAt && fields.isPublished) {
        throw AppError.badRequest({ isPublished: fieldText({ key: 'planArchived' }) });
      }
      await publishable(company.id, fields);
      await saving(() =>
        withTenant(db, company.id, async (trx) => {
          await trx('subscription_plans')
            .where({ company_id: company.id, id })
            .update({ ...columns(fields), updated_at: clock.now().toISOString() });
          await plans.setGroups(trx, company.id, id, fields.contentGroupIds);
        }),
      );
      return existing(company.id, id);
    },

    /**
     * Deletes a plan nobody has bought (its discount ordinals and group links go with it).
     * One with subscribers, a scheduled change to it or an order priced on it is archived
     * instead: unpublished for good, while those subscriptions renew on it as before.
     */
    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedCommerce(scope);
      const plan = await existing(company.id, id);
      const used =
        (await db('subscriptions')
          .where({ plan_id: id })
          .orWhere({ next_plan_id: id })
          .first('id')) ?? (await db('orders').where({ plan_id: id }).first('id'));
      if (!used) {
        await db('subscription_plans').where({ company_id: company.id, id }).delete();
        return plan;
      }
      const now = clock.now().toISOString();
      await db('subscription_plans')
        .where({ company_id: company.id, id })
        .update({ is_published: false, archived_at: plan.archivedAt ?? now, updated_at: now });
      return existing(company.id, id);
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
