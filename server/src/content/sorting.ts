import type { Knex } from 'knex';
import { AppError } from '../errors';

/** Sort field codes of the sortFields settings (decisions.md): code → contents column. */
export const sortColumns: Readonly<Record<number, string>> = {
  1: 'title',
  2: 'author',
  3: 'published_date',
  4: 'created_at',
  5: 'updated_at',
  6: 'param1',
  7: 'param2',
  8: 'param3',
  9: 'param4',
  10: 'param5',
  11: 'distributor',
};

/** Relevance: only meaningful for a text query, so group paging drops it (spec 000 §4). */
export const RELEVANCE = 12;

export interface SortOption {
  field: number;
  isAcsDefault: boolean;
  isSortFieldDefault: boolean;
  type: string;
}

export interface ContentOrder {
  column: string;
  isAscending: boolean;
}

/**
 * The order of a content list: `sortField` (a code) and `sort` (true / asc = ascending) from
 * the request, else the tenant's default home sort option, else newest update first.
 */
export function resolveOrder(
  query: { sortField?: unknown; sort?: unknown },
  options: readonly SortOption[],
  type = 'HOME_SORT',
): ContentOrder {
  const ofType = options.filter((o) => o.type === type && sortColumns[o.field]);
  const fallback = ofType.find((o) => o.isSortFieldDefault) ?? null;
  const requested = parseField(query.sortField);
  const field = requested && sortColumns[requested] ? requested : (fallback?.field ?? 5);
  const option = ofType.find((o) => o.field === field);
  const direction = parseDirection(query.sort);
  return {
    column: sortColumns[field],
    isAscending: direction ?? option?.isAcsDefault ?? false,
  };
}

/** Applies the order (missing publish dates last on both databases) and a stable tie-break. */
export function applyOrder(query: Knex.QueryBuilder, order: ContentOrder, table = 'contents') {
  const column = `${table}.${order.column}`;
  const direction = order.isAscending ? 'asc' : 'desc';
  if (order.column === 'published_date') query.orderByRaw(`${column} is null`);
  return query.orderBy(column, direction).orderBy(`${table}.id`, 'asc');
}

function parseField(value: unknown): number | null {
  if (value === undefined || value === '') return null;
  const field = Number(value);
  if (!Number.isInteger(field) || field < 1 || field > RELEVANCE) {
    throw AppError.badRequest({ sortField: 'Use a sort field code from 1 to 12.' });
  }
  return field === RELEVANCE ? null : field;
}

function parseDirection(value: unknown): boolean | null {
  if (value === undefined || value === '') return null;
  const text = String(value).toLowerCase();
  if (text === 'true' || text === 'asc') return true;
  if (text === 'false' || text === 'desc') return false;
  throw AppError.badRequest({ sort: 'Use true (ascending) or false (descending).' });
}
