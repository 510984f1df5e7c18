import type { Knex } from 'knex';
import { MAX_PAGE_SIZE } from '@hondana/schemas/contracts';
import type { Page } from '@hondana/schemas/contracts';
import { AppError } from '../errors';

export interface Paging {
  page: number;
  size: number;
}

/** `page` from 1 and `size` (default 10, at most 100) from a v1 query. */
export function parsePaging(query: { page?: unknown; size?: unknown }, defaultSize = 10): Paging {
  const page = parseInteger(query.page, 1);
  const size = parseInteger(query.size, defaultSize);
  const errors: Record<string, string> = {};
  if (page === null || page < 1 || page > 1_000_000) errors.page = 'Use a page number from 1.';
  if (size === null || size < 1 || size > MAX_PAGE_SIZE) {
    errors.size = `Use a page size from 1 to ${MAX_PAGE_SIZE}.`;
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors);
  return { page: page as number, size: size as number };
}

/**
 * One page of `query` (already filtered and ordered). A page beyond the end answers the last
 * non-empty page, so a reader whose list shrank lands on real data (spec 001 §4). A caller
 * that knows the total (a cached count) passes it and saves the count query.
 */
export async function pageOf<T>(
  query: Knex.QueryBuilder,
  paging: Paging,
  map: (rows: Record<string, unknown>[]) => Promise<T[]> | T[],
  knownTotal?: number,
): Promise<Page<T>> {
  const total = knownTotal ?? (await countOf(query));
  return pageAt(total, paging, (offset, limit) => query.clone().offset(offset).limit(limit), map);
}

/**
 * The page of `total` rows that `paging` asks for (beyond the end: the last one), its rows
 * read by `rowsAt(offset, limit)`.
 */
export async function pageAt<T>(
  total: number,
  { page, size }: Paging,
  rowsAt: (offset: number, limit: number) => Promise<Record<string, unknown>[]>,
  map: (rows: Record<string, unknown>[]) => Promise<T[]> | T[],
): Promise<Page<T>> {
  const totalPages = Math.ceil(total / size);
  const pageNumber = pageNumberOf(total, { page, size });
  const rows = total ? await rowsAt((pageNumber - 1) * size, size) : [];
  return {
    content: await map(rows),
    totalElements: total,
    totalPages,
    pageNumber,
    pageSize: size,
  };
}

/** The page `paging` lands on among `total` rows: beyond the end, the last one. */
export function pageNumberOf(total: number, { page, size }: Paging): number {
  const totalPages = Math.ceil(total / size);
  return totalPages > 0 ? Math.min(page, totalPages) : 1;
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const countQuery = query.clone().clearSelect().clearOrder().count({ n: '*' }).first();
  return Number(((await countQuery) as { n?: number | string } | undefined)?.n ?? 0);
}

export function emptyPage<T>(size: number): Page<T> {
  return { content: [], totalElements: 0, totalPages: 0, pageNumber: 1, pageSize: size };
}

function parseInteger(value: unknown, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}
