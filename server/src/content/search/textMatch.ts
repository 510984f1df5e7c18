import type { Knex } from 'knex';
import { isPostgres } from '../../db/dialect';
import type { FieldSet } from './fields';
import { ALL_FIELDS } from './fields';
import { containsPattern, ftsPhrase, isCaseless, isShortTerm } from './terms';

/**
 * Narrows `contents` to rows where one term occurs in any of `fields`. SQLite asks its
 * FTS5 trigram table for terms of 3+ characters and LIKE for shorter ones; PostgreSQL uses
 * ILIKE, which its pg_trgm GIN indexes answer (short terms scan, with LIKE when caseless).
 */
export function whereTermMatches(
  db: Knex,
  query: Knex.QueryBuilder,
  { companyId, fields, term }: { companyId: string; fields: FieldSet; term: string },
): Knex.QueryBuilder {
  if (isPostgres(db)) return query.whereIn('contents.id', pgMatches(db, companyId, fields, term));
  if (!isShortTerm(term))
    return query.whereIn('contents.id', ftsMatches(db, companyId, fields, term));
  return query.where((inner) => {
    for (const column of fields.columns) {
      inner.orWhereRaw(`contents.${column} like ? escape '\\'`, [containsPattern(term)]);
    }
    if (fields.hasText) {
      inner.orWhereIn(
        'contents.id',
        db('content_texts')
          .select('content_id')
          .where('company_id', companyId)
          .whereRaw(`text like ? escape '\\'`, [containsPattern(term)]),
      );
    }
  });
}

/** The FTS5 lookup for a term on SQLite, or null when the term is not answered by an index there. */
export function indexedMatches(
  db: Knex,
  { companyId, fields, term }: { companyId: string; fields: FieldSet; term: string },
): Knex.QueryBuilder | null {
  if (isPostgres(db) || isShortTerm(term)) return null;
  return ftsMatches(db, companyId, fields, term);
}

function ftsMatches(db: Knex, companyId: string, fields: FieldSet, term: string) {
  const columns =
    fields === ALL_FIELDS ? [] : [...fields.columns, ...(fields.hasText ? ['text'] : [])];
  const filter = columns.length > 0 ? `{${columns.join(' ')}} : ` : '';
  return db('content_search as s')
    .join('content_search_rows as r', 'r.rowid', 's.rowid')
    .select('r.content_id')
    .whereRaw('content_search match ?', [`${filter}${ftsPhrase(term)}`])
    .andWhere('r.company_id', companyId);
}

function pgMatches(db: Knex, companyId: string, fields: FieldSet, term: string) {
  const pattern = containsPattern(term);
  // A short term scans anyway, and LIKE scans 3× faster than ILIKE; caseless terms (Japanese)
  // match the same either way. Longer terms keep ILIKE, which the planner sends to the index.
  const operator = isShortTerm(term) && isCaseless(term) ? 'like' : 'ilike';
  // Through the views that keep the trigram indexes usable under row-level security
  // (migrations/20261230100100_create_search_views.ts).
  const inColumns = db('search_contents')
    .select('id as content_id')
    .where('company_id', companyId)
    .andWhere((inner) => {
      for (const column of fields.columns) inner.orWhereRaw(`${column} ${operator} ?`, [pattern]);
    });
  if (!fields.hasText) return inColumns;
  return inColumns.unionAll(
    db('search_content_texts')
      .select('content_id')
      .where('company_id', companyId)
      .whereRaw(`text ${operator} ?`, [pattern]),
  );
}
