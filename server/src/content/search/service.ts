import type { Knex } from 'knex';
import type { Actor } from '../../access/roles';
import type { Company } from '../../access/company';
import type { Viewer } from '../access';
import { assertMayBrowse, viewerOf } from '../access';
import { parsePaging } from '../../db/paging';
import type { Page } from '@hondana/schemas/contracts';
import { isPostgres } from '../../db/dialect';
import { AppError } from '../../errors';
import type { SettingsService } from '../../settings/service';
import type { Criterion } from './criteria';
import { criteriaFor, parseSearchRequests } from './criteria';
import { ALL_FIELDS } from './fields';
import { toSearchItems } from './items';
import type { SearchItem } from './items';
import { matchingContents, orderBy } from './query';
import type { CutInput, PageCut } from './pgPage';
import { lastPageWithin, pgSearchPage } from './pgPage';
import type { SortInput } from './sort';
import { resolveSort } from './sort';
import { TOTAL_CAP, checkSearchText, searchTerms } from './limits';

export interface SearchDeps {
  db: Knex;
  settings: Pick<SettingsService, 'resolvePublic'>;
  /** Searches with words count their matches up to this many (tests use a small one). */
  totalCap?: number;
}

/** Who asks and how the page is cut: the spec's query parameters. */
export interface SearchCall extends SortInput {
  company: Company;
  /** The signed-in reader; null for the `/public/` variants. */
  reader: Actor | null;
  /** The console's staff preview (ReaderScope.isStaffPreview). */
  isStaffPreview?: boolean;
  page?: unknown;
  size?: unknown;
}

export function createSearchService({ db, settings, totalCap: cap = TOTAL_CAP }: SearchDeps) {
  async function run(
    call: SearchCall,
    toCriteria: (boxes: Parameters<typeof criteriaFor>[1]) => Criterion[],
  ): Promise<Page<SearchItem>> {
    const viewer = viewerOf(call.company, call.reader, call.isStaffPreview);
    await assertMayBrowse(settings, call.company, viewer);
    const { search, sortFields } = (await settings.resolvePublic(call.company.id)).settings;
    const criteria = toCriteria(search.boxes);
    const { page, size } = parsePaging(call, search.pageSize);
    await assertGroupsVisible(viewer, criteria);
    const firstTerm = criteria.flatMap((c) => (c.kind === 'allTerms' ? c.terms : []))[0] ?? null;
    const sort = resolveSort(call, sortFields.items, { hasTerms: firstTerm !== null });

    const cut = isPostgres(db)
      ? await pgSearchPage(db, { viewer, criteria, sort, firstTerm, page, size, cap })
      : await sqlitePage({ viewer, criteria, sort, firstTerm, page, size, cap });
    const { ids, total, pageNumber } = cut;
    const rows = await rowsInOrder(viewer.companyId, ids);
    return {
      content: await toSearchItems(db, viewer, rows),
      totalElements: total,
      totalPages: Math.ceil(total / size),
      pageNumber: total > 0 ? pageNumber : 1,
      pageSize: size,
      ...(cut.isCapped ? { isTotalCapped: true } : {}),
    };
  }

  /**
   * SQLite: one pass gives the page and the total (`count(*) over ()`); only a page past the
   * end counts apart. With words the total stops at the cap, as on PostgreSQL.
   */
  async function sqlitePage(input: CutInput): Promise<PageCut> {
    const { viewer, criteria, sort, firstTerm, size, cap } = input;
    const matches = await matchingContents(db, viewer, criteria);
    const hasWords = firstTerm !== null;
    const pageIds = (number: number, limit = size) =>
      orderBy(matches(), sort, firstTerm)
        .select('contents.id', db.raw('count(*) over () as search_total'))
        .limit(limit)
        .offset((number - 1) * size) as Promise<{ id: string; search_total: number | string }[]>;
    let pageNumber = input.page;
    let rows = await pageIds(pageNumber);
    let counted = rows.length > 0 ? Number(rows[0]!.search_total) : 0;
    if (rows.length === 0 && pageNumber > 1) {
      counted = Number(
        ((await matches().count<{ n: number | string }[]>({ n: '*' }).first())?.n as number) ?? 0,
      );
    }
    const isCapped = hasWords && counted > cap;
    const total = isCapped ? cap : counted;
    const last = lastPageWithin(pageNumber, total, size);
    if (last !== pageNumber || rows.length === 0) {
      pageNumber = last;
      rows = total > 0 ? await pageIds(pageNumber) : [];
    }
    // The capped total ends within this page: the rows past it are not part of the answer.
    const kept = Math.max(0, total - (pageNumber - 1) * size);
    return { ids: rows.slice(0, kept).map((row) => row.id), total, isCapped, pageNumber };
  }

  async function rowsInOrder(companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await db('contents').where('company_id', companyId).whereIn('id', ids);
    const byId = new Map(rows.map((row: { id: string }) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Groups named in a search: 404 unless the tenant's, 401 for a private one when anonymous. */
  async function assertGroupsVisible(viewer: Viewer, criteria: Criterion[]) {
    const ids = [...new Set(criteria.flatMap((c) => (c.kind === 'inGroups' ? c.groupIds : [])))];
    if (ids.length === 0) return;
    const groups = await db('content_groups')
      .where('company_id', viewer.companyId)
      .whereIn('id', ids)
      .select('id', 'is_public');
    if (groups.length !== ids.length) throw AppError.notFound('Content group not found.');
    if (!viewer.userId && groups.some((group: { is_public: unknown }) => !group.is_public)) {
      throw AppError.unauthorized();
    }
  }

  return {
    /** POST /content/search: the search boxes' requests (`searchRequests`). */
    search(call: SearchCall & { searchRequests: unknown }) {
      const requests = parseSearchRequests(call.searchRequests);
      return run(call, (boxes) => criteriaFor(requests, boxes));
    },

    /** POST /content/full-text-search: `searchKey` over every field and the text, optionally in one group. */
    fullTextSearch(call: SearchCall & { searchKey?: unknown; contentGroupId?: unknown }) {
      const key = call.searchKey ?? '';
      const groupId = call.contentGroupId ?? '';
      if (typeof key !== 'string' || typeof groupId !== 'string') {
        throw AppError.badRequest({ searchKey: 'Text.', contentGroupId: 'An id.' });
      }
      const criteria: Criterion[] = [];
      const terms = searchTerms('searchKey', key);
      if (terms.length > 0) criteria.push({ kind: 'allTerms', fields: ALL_FIELDS, terms });
      if (groupId) {
        criteria.push({ kind: 'inGroups', groupIds: [checkSearchText('contentGroupId', groupId)] });
      }
      return run(call, () => criteria);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
