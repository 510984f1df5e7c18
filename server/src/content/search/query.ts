import type { Knex } from 'knex';
import type { Viewer } from '../access';
import { visibleContents } from '../visibility';
import type { ContentQuery } from '../visibility';
import type { Criterion } from './criteria';
import type { Sort } from './sort';
import { containsPattern } from './terms';
import { indexedMatches, whereTermMatches } from './textMatch';
import { isPostgres } from '../../db/dialect';

/**
 * The contents the viewer may see (content-server's rule: published, and for anonymous
 * visitors only those of public groups), narrowed by every criterion.
 */
export async function matchingContents(
  db: Knex,
  viewer: Viewer,
  criteria: readonly Criterion[],
): Promise<() => Knex.QueryBuilder> {
  const visible = await visibleContents(db, viewer);
  const { companyId } = viewer;
  const { driver, rest } = splitDriver(db, companyId, criteria);
  return () => {
    const query = visible();
    if (driver) {
      // Same filters on `contents`; only where its rows come from changes (see splitDriver).
      query
        .from(db.raw('(?) as m cross join contents', [driver]))
        .whereRaw('contents.id = m.content_id');
    }
    applyCriteria(db, query, companyId, rest);
    return query;
  };
}

/**
 * `visibleContents`, read on PostgreSQL through the `search_contents` view under the name
 * `contents`: under row-level security only the view lets the trigram indexes answer the
 * conditions on its columns (migrations/20261230100100_create_search_views.ts), and one
 * table read answers both the match and the visibility (20261231100000).
 */
export async function searchableContents(db: Knex, viewer: Viewer): Promise<ContentQuery> {
  const visible = await visibleContents(db, viewer);
  if (!isPostgres(db)) return visible;
  return () => visible().from(db.raw('search_contents as contents'));
}

export function applyCriteria(
  db: Knex,
  query: Knex.QueryBuilder,
  companyId: string,
  rest: readonly Criterion[],
) {
  for (const criterion of rest) {
    switch (criterion.kind) {
      case 'allTerms':
        for (const term of criterion.terms) {
          whereTermMatches(db, query, { companyId, fields: criterion.fields, term });
        }
        break;
      case 'anyValue':
        query.where((any) => {
          for (const term of criterion.values) {
            any.orWhere((one) =>
              whereTermMatches(db, one, { companyId, fields: criterion.fields, term }),
            );
          }
        });
        break;
      case 'equals':
        query.where((any) => {
          for (const column of criterion.fields.columns) {
            any.orWhere(`contents.${column}`, criterion.value);
          }
        });
        break;
      case 'published':
        if (criterion.range.from)
          query.where('contents.published_date', '>=', criterion.range.from);
        if (criterion.range.to) query.where('contents.published_date', '<', criterion.range.to);
        break;
      case 'inGroups':
        query.whereIn('contents.id', membersOf(db, companyId, { groupIds: criterion.groupIds }));
        break;
    }
  }
}

/**
 * SQLite plans `contents.id in (subquery)` as a probe while it walks every content of the tenant,
 * which on a large catalogue costs far more than the matches themselves. So the matches of an
 * indexed term, else a group's members, become the first table of a CROSS JOIN, which SQLite
 * keeps as the outer loop. PostgreSQL's planner picks a good order by itself.
 */
function splitDriver(db: Knex, companyId: string, criteria: readonly Criterion[]) {
  if (isPostgres(db)) return { driver: null, rest: criteria };
  for (const [index, criterion] of criteria.entries()) {
    if (criterion.kind !== 'allTerms') continue;
    for (const term of criterion.terms) {
      const driver = indexedMatches(db, { companyId, fields: criterion.fields, term });
      if (!driver) continue;
      const narrowed = { ...criterion, terms: criterion.terms.filter((other) => other !== term) };
      return { driver, rest: criteria.map((c, i) => (i === index ? narrowed : c)) };
    }
  }
  const groups = criteria.findIndex((criterion) => criterion.kind === 'inGroups');
  if (groups < 0) return { driver: null, rest: criteria };
  const { groupIds } = criteria[groups] as Extract<Criterion, { kind: 'inGroups' }>;
  return {
    driver: membersOf(db, companyId, { groupIds }).distinct(),
    rest: criteria.filter((_, i) => i !== groups),
  };
}

/** Orders by the sort column, or by relevance: the title containing the first term ranks first. */
export function orderBy(query: Knex.QueryBuilder, sort: Sort, firstTerm: string | null) {
  const direction = sort.isAscending ? 'asc' : 'desc';
  if (sort.column) {
    query.orderByRaw(`contents.${sort.column} ${direction} nulls last`);
  } else if (firstTerm) {
    query.orderByRaw(
      `case when lower(contents.title) like lower(?) escape '\\' then 0 else 1 end`,
      [containsPattern(firstTerm)],
    );
    query.orderBy('contents.updated_at', 'desc');
  }
  return query.orderBy('contents.id', 'asc');
}

function membersOf(db: Knex, companyId: string, { groupIds }: { groupIds: string[] }) {
  const members = db('content_group_items as gi')
    .select('gi.content_id')
    .where('gi.company_id', companyId);
  return members.whereIn('gi.content_group_id', groupIds);
}
