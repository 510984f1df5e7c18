import type { Knex } from 'knex';

/** `%` and `_` typed by an admin are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The console lists' free-text filter (`filter.q`): rows where any of `columns` contains `text`,
 * caseless and literally, so an admin's `%` or `_` finds that character instead of every row.
 * `columns` are the caller's own column names, never input.
 */
export function whereContains<Q extends Knex.QueryBuilder>(
  query: Q,
  columns: readonly string[],
  text: string,
): Q {
  const pattern = `%${escapeLike(text.trim().toLowerCase())}%`;
  return query.where((w) => {
    for (const column of columns) {
      w.orWhereRaw(`lower(coalesce(${column}, '')) like ? escape '\\'`, [pattern]);
    }
  }) as Q;
}
