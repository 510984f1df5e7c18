import { randomUUID } from 'node:crypto';
import { fieldText, Status } from '@hondana/schemas/contracts';
import { validateResource } from '@hondana/schemas';
import type { CouponRecord } from '@hondana/schemas';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import { japanDate } from '../clock';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { isUniqueViolation } from '../db/dialect';
import { listPage } from '../db/listPage';
import type { ListQuery } from '../db/listPage';
import { AppError } from '../errors';
import { recordBody } from '../users/recordBody';
import { normalCode, presentCoupon } from './repository';

const SERVER_FIELDS = ['id', 'companyId', 'numberUsed', 'createdAt', 'updatedAt'];

const sortable: Record<string, string> = {
  code: 'code',
  discountPercent: 'discount_percent',
  expiryDate: 'expiry_date',
  numberUsed: 'number_used',
  createdAt: 'created_at',
};

/**
 * Coupons of a tenant (company and service admins): a code worth a percentage off the first
 * order it is entered on, until its expiry date, for a number of uses or without limit.
 */
export function createCouponService({ db, clock }: { db: Knex; clock: Clock }) {
  async function existing(companyId: string, id: string) {
    const row =
      id.length <= 36 && isStorable(id)
        ? await db('coupons').where({ company_id: companyId, id }).first()
        : null;
    if (!row) throw AppError.notFound('Coupon not found.');
    return presentCoupon(row);
  }

  function checked(input: unknown, numberUsed = 0) {
    const body = recordBody(input, SERVER_FIELDS);
    const shape = validateResource('coupon', body);
    if (!shape.ok) throw AppError.badRequest(shape.errors, 'Some fields are not valid.');
    const fields = body as unknown as CouponRecord;
    const limit = fields.numberOfUsages ?? null;
    // Spec 001 §5: the number of usages is at least the number already used.
    if (limit !== null && limit < numberUsed) {
      throw AppError.badRequest({
        numberOfUsages: `Use at least ${numberUsed}, the number already used.`,
      });
    }
    return {
      code: normalCode(fields.code),
      discount_percent: fields.discountPercent,
      expiry_date: fields.expiryDate,
      number_of_usages: limit,
    };
  }

  async function saving(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(Status.couponCodeExists);
      throw err;
    }
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedCommerce(scope);
      const base = db('coupons').where({ company_id: company.id });
      const { q, id } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('id', id.map(String).filter(isStorable));
      if (typeof q === 'string' && q.trim() && isStorable(q)) {
        base.where('code', 'like', `%${normalCode(q)}%`);
      }
      const { total, rows } = await listPage<Record<string, unknown>>(base, {
        ...query,
        sortable,
        defaultSort: ['createdAt', 'DESC'],
      });
      return { total, items: rows.map(presentCoupon) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      return existing(policy.managedCommerce(scope).id, id);
    },

    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedCommerce(scope);
      const columns = checked(input);
      // A new coupon that has already expired could never be used (an edit may keep a past
      // date). It is valid through its expiry day in Japan time, so today is still allowed.
      if (columns.expiry_date < japanDate(clock.now())) {
        throw AppError.badRequest({ expiryDate: fieldText({ key: 'dateNotPast' }) });
      }
      const id = randomUUID();
      const now = clock.now().toISOString();
      await saving(() =>
        db('coupons').insert({
          id,
          company_id: company.id,
          ...columns,
          number_used: 0,
          created_at: now,
          updated_at: now,
        }),
      );
      return existing(company.id, id);
    },

    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedCommerce(scope);
      const before = await existing(company.id, id);
      const columns = checked(input, before.numberUsed);
      const limit = columns.number_of_usages;
      await saving(async () => {
        // A use taken since the read must not leave the limit below the number used.
        const query = db('coupons').where({ company_id: company.id, id });
        if (limit !== null) query.andWhere('number_used', '<=', limit);
        const changed = await query.update({ ...columns, updated_at: clock.now().toISOString() });
        if (!changed) checked(input, (await existing(company.id, id)).numberUsed);
      });
      return existing(company.id, id);
    },

    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedCommerce(scope);
      const coupon = await existing(company.id, id);
      await db('coupons').where({ company_id: company.id, id }).delete();
      return coupon;
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
