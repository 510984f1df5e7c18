import type { Coupon } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { isStorable } from '../db/storable';
import { toIso } from '../db/json';

/** A tenant's coupon as the admin API answers it (declared in the contracts). */
export type { Coupon };

/** Codes are matched without regard to case: stored and looked up upper-cased. */
export const normalCode = (code: string) => code.trim().toUpperCase();

export async function findByCode(db: Knex, companyId: string, code: string) {
  const normal = normalCode(code);
  if (!normal || normal.length > 32 || !isStorable(normal)) return null;
  const row = await db('coupons').where({ company_id: companyId, code: normal }).first();
  return row ? presentCoupon(row) : null;
}

export function presentCoupon(row: Record<string, unknown>): Coupon {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    code: String(row.code),
    discountPercent: Number(row.discount_percent),
    expiryDate: String(row.expiry_date),
    numberOfUsages: row.number_of_usages === null ? null : Number(row.number_of_usages),
    numberUsed: Number(row.number_used),
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}
