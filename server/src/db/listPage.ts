import type { Knex } from 'knex';

export type SortOrder = 'ASC' | 'DESC';

/** An admin list request as react-admin sends it (`api/admin/listProtocol.ts`). */
export interface ListQuery {
  sort?: [string, SortOrder];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

export interface ListPageOptions {
  /** react-admin's `sort` and `range` (see `api/admin/listProtocol.ts`). */
  sort?: [string, SortOrder];
  range?: [number, number];
  /** API field → column; an unknown field sorts by `defaultSort`. */
  sortable: Record<string, string>;
  defaultSort: [string, SortOrder];
  /** Tie-breaker so pages never overlap when the sort column repeats. */
  idColumn?: string;
  /** The query that reads a page's rows (default: the filtered query itself). */
  rows?: (filtered: Knex.QueryBuilder) => Knex.QueryBuilder;
}

/**
 * One page of an admin list and the total behind it, the way every react-admin resource
 * answers: count and page run together over the same filtered query.
 */
export async function listPage<Row>(
  filtered: Knex.QueryBuilder,
  { sort, range, sortable, defaultSort, idColumn = 'id', rows }: ListPageOptions,
): Promise<{ total: number; rows: Row[] }> {
  const [field, order] = sort ?? defaultSort;
  const column = sortable[field] ?? sortable[defaultSort[0]];
  const [start, end] = range ?? [0, 24];
  const pageQuery = rows ? rows(filtered.clone()) : filtered.clone();
  const [countRow, page] = await Promise.all([
    filtered.clone().count<{ n: number | string }[]>({ n: '*' }).first(),
    pageQuery
      .orderBy(column, order === 'DESC' ? 'desc' : 'asc')
      .orderBy(idColumn, 'asc')
      .offset(start)
      .limit(end - start + 1),
  ]);
  return { total: Number(countRow?.n ?? 0), rows: page as Row[] };
}
