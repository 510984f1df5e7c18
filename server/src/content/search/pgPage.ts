import type { Knex } from 'knex';
import type { Viewer } from '../access';
import type { Criterion } from './criteria';
import type { FieldSet } from './fields';
import { visibleContents } from '../visibility';
import { applyCriteria, orderBy, searchableContents } from './query';
import type { Sort } from './sort';
import { pgColumnsMatch, pgContains, pgRowMatches } from './textMatch';

const TEXT_ONLY: FieldSet = { columns: [], hasText: true };

/** What a search answers: the ids of the page, the total (at most the cap) and the page cut. */
export interface PageCut {
  ids: string[];
  total: number;
  isCapped: boolean;
  pageNumber: number;
}

export interface CutInput {
  viewer: Viewer;
  criteria: readonly Criterion[];
  sort: Sort;
  firstTerm: string | null;
  page: number;
  size: number;
  /** Searches with words count their matches up to this many (TOTAL_CAP in limits.ts). */
  cap: number;
}

/**
 * Rows of recent contents a walk may read per row of the page it wants before it gives up for
 * the index (below). With 4 % of titles holding a word, 10 results need about 250 rows.
 */
const WALK_ROWS_PER_RESULT = 100;
const WALK_MIN_ROWS = 2000;

/**
 * PostgreSQL: the page of a search and its total, in a cost that does not grow with the
 * catalogue. Relevance puts the contents whose title holds the first word first, then the
 * others, each newest first: two disjoint branches. Each branch counts its matches up to the
 * cap through the trigram indexes, stopping there. A branch with at most `cap` matches is
 * cut from them (few rows). A denser branch is cut by walking the tenant's contents newest
 * first and stopping after the page, which a common word reaches in a few hundred rows where
 * collecting its matches would read tens of thousands (docs/performance/history.md, "Search at
 * 1,000,000"). Other sorts and searches without words keep one branch and the plain query.
 */
export async function pgSearchPage(db: Knex, input: CutInput): Promise<PageCut> {
  const branches = branchesOf(db, input.viewer.companyId, input);
  // Without relevance, `contents` itself and the plain statements: the planner guesses the
  // view's tenant-wall condition keeps 0.5 % of the rows, and for a group page it then walked
  // all 100,000 contents probing the group's items (1.5 s) instead of hashing them (100 ms).
  if (!branches) return plainPage(db, await visibleContents(db, input.viewer), input);
  return db.transaction(async (trx) => {
    // These statements read a few thousand rows at most: starting parallel workers for them
    // cost more than it saved (a count of 1,001 matches took 30 ms with two workers and 17 ms
    // without, on 2 cores).
    await trx.raw('set local max_parallel_workers_per_gather = 0');
    return cutBranches(trx, await searchableContents(trx, input.viewer), branches, input);
  });
}

async function cutBranches(
  db: Knex,
  base: () => Knex.QueryBuilder,
  branches: Branch[],
  input: CutInput,
): Promise<PageCut> {
  const counts = await countBranches(
    db,
    branches.map((branch) => branch.parts(base)),
    input.cap,
  );
  const sum = counts.reduce((a, b) => a + b, 0);
  const isCapped = sum > input.cap;
  const total = Math.min(sum, input.cap);
  const pageNumber = lastPageWithin(input.page, total, input.size);
  const from = (pageNumber - 1) * input.size;
  const to = Math.min(from + input.size, total);
  const ids: string[] = [];
  let start = 0;
  for (const [index, branch] of branches.entries()) {
    const count = counts[index]!;
    const end = start + count;
    const sliceFrom = Math.max(from, start) - start;
    const sliceTo = Math.min(to, end) - start;
    if (sliceTo > sliceFrom) {
      ids.push(...(await cutBranch(db, base, branch, count, sliceFrom, sliceTo, input.cap)));
    }
    start = end;
    if (start >= to) break;
  }
  return { ids, total, isCapped, pageNumber };
}

interface Branch {
  /** Disjoint queries whose union is the branch, each answered by the trigram indexes. */
  parts: (base: () => Knex.QueryBuilder) => Knex.QueryBuilder[];
  /** The branch as conditions on one content row (`contents`), for a walk. */
  filter: (query: Knex.QueryBuilder) => void;
}

/**
 * The relevance branches (title holds the first word; the others), or null when the search is
 * sorted by a column or has no words. Every other criterion applies to both.
 */
function branchesOf(db: Knex, companyId: string, input: CutInput): Branch[] | null {
  const { criteria, sort, firstTerm: term } = input;
  if (sort.column || term === null) return null;
  const at = criteria.findIndex((c) => c.kind === 'allTerms' && c.terms.includes(term));
  const owner = criteria[at] as Extract<Criterion, { kind: 'allTerms' }>;
  const others = owner.terms.filter((_, i) => i !== owner.terms.indexOf(term));
  const rest = criteria.flatMap((c, i) =>
    i !== at ? [c] : others.length ? [{ ...owner, terms: others }] : [],
  );
  const fields = owner.fields;
  const hasTitle = fields.columns.includes('title');
  const narrowed: FieldSet = {
    columns: fields.columns.filter((column) => column !== 'title'),
    hasText: fields.hasText,
  };
  const withRest = (query: Knex.QueryBuilder) => {
    applyCriteria(db, query, companyId, rest);
    return query;
  };
  const inTitle: Branch = {
    parts: (base) => {
      const query = pgColumnsMatch(withRest(base()), ['title'], term);
      return [hasTitle ? query : pgRowMatches(query, fields, term)];
    },
    filter: (query) => {
      pgColumnsMatch(withRest(query), ['title'], term, { isRowWise: true });
      if (!hasTitle) pgRowMatches(query, fields, term);
    },
  };
  if (narrowed.columns.length === 0 && !narrowed.hasText) return [inTitle];
  const elsewhere: Branch = {
    parts: (base) => {
      const notInTitle = () =>
        pgColumnsMatch(withRest(base()), ['title'], term, { isNegated: true });
      const parts: Knex.QueryBuilder[] = [];
      if (narrowed.hasText) {
        // Every text holding the word, joined (not `in`) so a count can stop after the cap
        // instead of collecting every matching text; first, as the text is where most matches
        // of a full-text search are, and each costs a look-up of its content and no more.
        const inText = pgContains('t.text', term);
        parts.push(
          notInTitle()
            .join('search_content_texts as t', 't.content_id', 'contents.id')
            .where('t.company_id', companyId)
            .whereRaw(inText.sql, inText.bindings),
        );
      }
      if (narrowed.columns.length) {
        const inColumns = pgColumnsMatch(notInTitle(), narrowed.columns, term);
        // Disjoint from the texts above: the contents whose text (if any) lacks the word.
        if (narrowed.hasText) pgRowMatches(inColumns, TEXT_ONLY, term, { isNegated: true });
        parts.push(inColumns);
      }
      return parts;
    },
    filter: (query) => {
      pgColumnsMatch(withRest(query), ['title'], term, { isNegated: true });
      pgRowMatches(query, narrowed, term);
    },
  };
  return [inTitle, elsewhere];
}

/** Each branch's matches, counted up to `cap + 1` (one statement). */
async function countBranches(db: Knex, branches: Knex.QueryBuilder[][], cap: number) {
  const counted = branches.map((parts) => {
    const [first, ...more] = parts.map((part) => part.clearSelect().select(db.raw('1')));
    const union = more.length ? first!.unionAll(more, true) : first!;
    return db.count({ n: '*' }).from(union.limit(cap + 1).as('m'));
  });
  const row = await db.first(
    Object.fromEntries(counted.map((query, index) => [`n${index}`, query])),
  );
  return counted.map((_, index) => Number((row as Record<string, unknown>)[`n${index}`] ?? 0));
}

/**
 * Rows `from` to `to` (0-based, `to` excluded) of one branch, newest first. A branch of at most
 * `cap` matches sorts them; a denser one walks the newest contents, and falls back to sorting
 * every match when the walk's rows did not hold enough of them.
 */
async function cutBranch(
  db: Knex,
  base: () => Knex.QueryBuilder,
  branch: Branch,
  count: number,
  from: number,
  to: number,
  cap: number,
): Promise<string[]> {
  if (count > cap) {
    const walkRows = Math.max(WALK_MIN_ROWS, WALK_ROWS_PER_RESULT * to);
    const recent = base()
      .select('contents.*')
      .orderBy('contents.updated_at', 'desc')
      .orderBy('contents.id', 'asc')
      .limit(walkRows);
    const walk = db.from(recent.as('contents')).select('contents.id');
    branch.filter(walk);
    // The planner underrates how many contents the search view holds (it cannot read the
    // tenant wall's condition, and guesses it keeps 0.5 %), so for a walk of more rows than
    // that guess it sorted the whole tenant instead: 1.4 s where the index takes 13 ms.
    await db.raw('set local enable_sort = off');
    const rows = await walk
      .orderBy('contents.updated_at', 'desc')
      .orderBy('contents.id', 'asc')
      .limit(to);
    await db.raw('set local enable_sort = on');
    if (rows.length === to) return rows.slice(from).map((row: { id: string }) => row.id);
  }
  const [first, ...more] = branch
    .parts(base)
    .map((part) => part.clearSelect().select('contents.id', 'contents.updated_at'));
  const union = more.length ? first!.unionAll(more, true) : first!;
  const rows = await db
    .from(union.as('m'))
    .select('m.id')
    .orderBy('m.updated_at', 'desc')
    .orderBy('m.id', 'asc')
    .limit(to - from)
    .offset(from);
  return rows.map((row: { id: string }) => row.id);
}

/** A column sort, or no words: one query for the page and one for the count (capped with words). */
async function plainPage(
  db: Knex,
  base: () => Knex.QueryBuilder,
  input: CutInput,
): Promise<PageCut> {
  const { companyId } = input.viewer;
  const matches = () => {
    const query = base();
    applyCriteria(db, query, companyId, input.criteria);
    return query;
  };
  const hasWords = input.firstTerm !== null;
  const counted = hasWords
    ? db.count({ n: '*' }).from(
        matches()
          .select(db.raw('1'))
          .limit(input.cap + 1)
          .as('m'),
      )
    : matches().count({ n: '*' });
  const n = Number(((await counted.first()) as { n: number | string } | undefined)?.n ?? 0);
  const isCapped = hasWords && n > input.cap;
  const total = hasWords ? Math.min(n, input.cap) : n;
  const pageNumber = lastPageWithin(input.page, total, input.size);
  const from = (pageNumber - 1) * input.size;
  const to = Math.min(from + input.size, total);
  if (to <= from) return { ids: [], total, isCapped, pageNumber };
  const rows = await orderBy(matches(), input.sort, input.firstTerm)
    .select('contents.id')
    .limit(to - from)
    .offset(from);
  return { ids: rows.map((row: { id: string }) => row.id), total, isCapped, pageNumber };
}

/** The page asked for, or the last one with contents (contracts.md §7); 1 when there are none. */
export function lastPageWithin(page: number, total: number, size: number): number {
  return Math.max(1, Math.min(page, Math.ceil(total / size)));
}
