import type { Knex } from 'knex';
import { isPostgres } from '../db/dialect';

/**
 * Keeps the full-text index in step with `contents` and `content_texts`. Content changes and
 * text extraction call `refresh` / `remove` after writing (no triggers: the extracted text
 * arrives later, in another job). `db` may be a transaction, so the index changes commit or
 * roll back with the content change that caused them.
 *
 * SQLite: an FTS5 trigram table `content_search` whose rowids come from `content_search_rows`.
 * PostgreSQL: pg_trgm GIN indexes on the columns themselves keep themselves current, so both
 * calls are no-ops there.
 */
export interface SearchIndex {
  refresh(companyId: string, contentIds: readonly string[]): Promise<void>;
  remove(companyId: string, contentIds: readonly string[]): Promise<void>;
  /** Re-indexes every content of a company in bulk (large imports, seeding). */
  rebuild(companyId: string): Promise<void>;
}

/** The indexed columns of `content_search`, in order; `text` is `content_texts.text`. */
export const INDEXED_COLUMNS = [
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
  'text',
] as const;

// Stays below SQLite's default limit of bound parameters per statement.
const CHUNK = 500;

export function createSearchIndex({ db }: { db: Knex | Knex.Transaction }): SearchIndex {
  if (isPostgres(db as Knex)) {
    return { refresh: async () => {}, remove: async () => {}, rebuild: async () => {} };
  }
  return {
    async refresh(companyId, contentIds) {
      for (const ids of chunks(contentIds)) {
        await deleteRows(db, companyId, ids);
        await insertRows(db, companyId, ids);
      }
    },
    async remove(companyId, contentIds) {
      for (const ids of chunks(contentIds)) await deleteRows(db, companyId, ids);
    },
    async rebuild(companyId) {
      await db.raw(
        `delete from content_search where rowid in
           (select rowid from content_search_rows where company_id = ?)`,
        [companyId],
      );
      await db('content_search_rows').where({ company_id: companyId }).delete();
      await insertRows(db, companyId, null);
    },
  };
}

async function deleteRows(db: Knex, companyId: string, ids: readonly string[]) {
  const marks = ids.map(() => '?').join(',');
  await db.raw(
    `delete from content_search where rowid in
       (select rowid from content_search_rows where company_id = ? and content_id in (${marks}))`,
    [companyId, ...ids],
  );
  await db('content_search_rows')
    .where({ company_id: companyId })
    .whereIn('content_id', ids)
    .delete();
}

/** Indexes the given contents of a company (all of them when `ids` is null). */
async function insertRows(db: Knex, companyId: string, ids: readonly string[] | null) {
  const only = ids ? `and c.id in (${ids.map(() => '?').join(',')})` : '';
  const bindings = [companyId, ...(ids ?? [])];
  await db.raw(
    `insert into content_search_rows (company_id, content_id)
       select c.company_id, c.id from contents c where c.company_id = ? ${only}`,
    bindings,
  );
  const columns = INDEXED_COLUMNS.join(', ');
  const values = INDEXED_COLUMNS.map((column) =>
    column === 'text' ? `coalesce(t.text, '')` : `c.${column}`,
  ).join(', ');
  await db.raw(
    `insert into content_search (rowid, ${columns})
       select r.rowid, ${values}
       from contents c
       join content_search_rows r on r.content_id = c.id
       left join content_texts t on t.content_id = c.id
       where c.company_id = ? ${only}`,
    bindings,
  );
}

function chunks(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const out: string[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(unique.slice(i, i + CHUNK));
  return out;
}
