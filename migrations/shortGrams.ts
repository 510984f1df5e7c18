/**
 * PostgreSQL's index for words of one or two characters, which pg_trgm cannot answer (a
 * trigram needs three): every character and every pair of characters of the searchable
 * columns, lower-cased and tagged with the column's place in `SHORT_GRAM_COLUMNS`, so `3:佐藤`
 * means "佐藤 in author". A search asks `hondana_short_grams(…) && array['3:佐藤', …]` with
 * the columns in this order, the very expression the index holds, and checks LIKE on the few
 * rows found. Not a migration: 20261231100100 creates the function and the index and the
 * search (server/src/content/search/textMatch.ts) writes the expression from here. pg_bigm
 * does this in C but is not installable everywhere (docs/operations.md).
 */
export const SHORT_GRAM_COLUMNS = [
  'title',
  'author',
  'keywords',
  'description',
  'toc',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'distributor_name',
] as const;

export const SHORT_GRAMS_FUNCTION = 'hondana_short_grams';

/** The indexed expression over `table`'s columns (`contents.title`, …). */
export function shortGramsOf(table: string): string {
  return `${SHORT_GRAMS_FUNCTION}(${SHORT_GRAM_COLUMNS.map((c) => `${table}.${c}`).join(', ')})`;
}

/** Whether the index holds `column` (a column searchable later needs a new migration first). */
export function isShortGramColumn(column: string): boolean {
  return (SHORT_GRAM_COLUMNS as readonly string[]).includes(column);
}

/** The key of `term` (already of one or two characters) in `column`. */
export function shortGramKey(column: string): string {
  const at = SHORT_GRAM_COLUMNS.indexOf(column as (typeof SHORT_GRAM_COLUMNS)[number]);
  if (at < 0) throw new Error(`${column} is not indexed for short words`);
  return `${at + 1}:`;
}
