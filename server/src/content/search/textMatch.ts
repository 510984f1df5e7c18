import type { Knex } from 'knex';
import { isPostgres } from '../../db/dialect';
import type { FieldSet } from './fields';
import { ALL_FIELDS } from './fields';
import { isShortGramColumn, shortGramKey, shortGramsOf } from '../../../../migrations/shortGrams';
import { containsPattern, ftsPhrase, isCaseless, isShortTerm } from './terms';

/**
 * Narrows `contents` to rows where one term occurs in any of `fields`. SQLite asks its
 * FTS5 trigram table for terms of 3+ characters and LIKE for shorter ones; PostgreSQL uses
 * ILIKE, or LIKE for caseless terms, which its pg_trgm GIN indexes answer (short terms scan).
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
  // Through the views that keep the trigram indexes usable under row-level security
  // (migrations/20261230100100_create_search_views.ts).
  const inColumns = pgColumnsMatch(
    db({ contents: 'search_contents' }).select('contents.id as content_id'),
    fields.columns,
    term,
  ).where('contents.company_id', companyId);
  if (!fields.hasText) return inColumns;
  const inText = pgContains('text', term);
  return inColumns.unionAll(
    db('search_content_texts')
      .select('content_id')
      .where('company_id', companyId)
      .whereRaw(inText.sql, inText.bindings),
  );
}

/**
 * PostgreSQL's test that `column` (an SQL expression) holds the term. Caseless terms (Japanese,
 * digits) match the same with LIKE as with ILIKE, and LIKE reads multibyte text about 10x faster
 * (ILIKE folds the case of every row it checks); both are answered by the trigram indexes.
 * A term of one or two characters has no trigram: offered LIKE, pg_trgm reads its whole index
 * and hands back every row (3.4 s for the texts of 1,000,000 contents), so those use `strpos`,
 * which no trigram index answers (the short-word index does, see pgColumnsMatch).
 */
export function pgContains(column: string, term: string): { sql: string; bindings: string[] } {
  if (isShortTerm(term)) {
    return isCaseless(term)
      ? { sql: `strpos(${column}, ?::text) > 0`, bindings: [term] }
      : { sql: `strpos(lower(${column}), lower(?::text)) > 0`, bindings: [term] };
  }
  const operator = isCaseless(term) ? 'like' : 'ilike';
  return { sql: `${column} ${operator} ?`, bindings: [containsPattern(term)] };
}

/**
 * `contents.<column> op pattern` for any of `columns` (PostgreSQL; `contents` is the search
 * view). A word of one or two characters asks the short-word index first (its keys are exact),
 * unless the condition only filters rows found otherwise (`isRowWise`: a walk, or a negation),
 * where computing the keys of each row would cost more than LIKE.
 */
export function pgColumnsMatch(
  query: Knex.QueryBuilder,
  columns: readonly string[],
  term: string,
  { isNegated = false, isRowWise = false } = {},
): Knex.QueryBuilder {
  if (columns.length === 0) return query.whereRaw(isNegated ? 'true' : 'false');
  const tests = columns.map((column) => pgContains(`contents.${column}`, term));
  const sql = tests.map((test) => test.sql).join(' or ');
  const bindings = tests.flatMap((test) => test.bindings);
  if (isNegated) return query.whereRaw(`not (${sql})`, bindings);
  // A column the index lacks: LIKE alone, slower but the same rows (never a failed search).
  if (isShortTerm(term) && !isRowWise && columns.every(isShortGramColumn)) {
    const keys = columns.map(() => `(?::text || lower(?::text))`).join(', ');
    query.whereRaw(
      `${shortGramsOf('contents')} && array[${keys}]`,
      columns.flatMap((column) => [shortGramKey(column), term]),
    );
  }
  return query.whereRaw(`(${sql})`, bindings);
}

/**
 * The term in any of `fields`, checked row by row: for a walk over recent contents that stops
 * after a page, where the set form above would first collect every match. The text is read by
 * a scalar subquery, so PostgreSQL looks it up per row instead of hashing every matching text.
 */
export function pgRowMatches(
  query: Knex.QueryBuilder,
  fields: FieldSet,
  term: string,
  { isNegated = false } = {},
): Knex.QueryBuilder {
  const tests = fields.columns.map((column) => pgContains(`contents.${column}`, term));
  if (fields.hasText) {
    tests.push(
      pgContains(
        '(select t.text from search_content_texts t where t.content_id = contents.id)',
        term,
      ),
    );
  }
  if (tests.length === 0) return query.whereRaw(isNegated ? 'true' : 'false');
  // A content without a text row reads null there: coalesce, or `not` would drop it too.
  const any = `coalesce(${tests.map((test) => test.sql).join(' or ')}, false)`;
  return query.whereRaw(
    isNegated ? `not ${any}` : any,
    tests.flatMap((test) => test.bindings),
  );
}
