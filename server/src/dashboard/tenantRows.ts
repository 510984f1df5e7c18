import type { Knex } from 'knex';
import { isPostgres } from '../db/dialect';

/**
 * Which tenant's rows a figure reads: one tenant, or (a system admin's overview) every tenant
 * as a list of ids, so each query still walks its `company_id` index range per tenant.
 */
export interface TenantRows {
  companyId: string | null;
  /** Limits `query` to the tenant(s) by its `column`. */
  only(query: Knex.QueryBuilder, column: string): Knex.QueryBuilder;
}

export function tenantRows(db: Knex, companyId: string | null): TenantRows {
  return {
    companyId,
    only: (query, column) =>
      companyId === null
        ? query.whereIn(column, db('companies').select('id'))
        : query.where(column, companyId),
  };
}

/**
 * The Japan-time month (`YYYY-MM`) of a timestamp column, as SQL text: billing periods and
 * coupon expiries are Japan time, so a payment at 08:00 on the 1st belongs to that month.
 * `column` is always a constant of this folder, never input.
 */
export function japanMonthSql(db: Knex, column: string): string {
  return isPostgres(db)
    ? `to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM')`
    : `strftime('%Y-%m', ${column}, '+9 hours')`;
}
