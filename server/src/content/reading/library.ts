import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { Company } from '../../access/company';
import { contentGroupRepository } from '../groups/repository';
import type { ContentGroup } from '../groupTypes';
import { GroupType, isPersonalGroup } from '../groupTypes';
import { quickRow, quickRows } from '../../db/quickReads';
import { AppError } from '../../errors';
import { readerListsRepository } from '../favourites/repository';
import type { SettingsService } from '../../settings/service';
import type { Viewer } from '../access';
import { assertMayBrowse, seesGroup } from '../access';
import { isElementId } from '../ids';
import type { Page } from '@hondana/schemas/contracts';
import type { Paging } from '../../db/paging';
import { emptyPage, pageAt, pageNumberOf, pageOf } from '../../db/paging';
import { withPlanMarks } from '../planMarks';
import { toListItem } from '../presenter';
import { fromRow } from '../rows';
import type { ContentOrder } from '../sorting';
import { applyOrder, resolveOrder } from '../sorting';
import { visibleContents } from '../visibility';
import type { CatalogueCache, CatalogueSnapshot } from './catalogueCache';
import {
  firstPages,
  groupContents,
  groupTotals,
  isAmongLeadingIds,
  leadingIds,
  pageFromIds,
} from './shelf';
import { createVersionedMemo } from './versionedMemo';
import type { ReadingProgress } from './progress';
import { withReadingProgress } from './progress';

export interface LibraryDeps {
  db: Knex;
  clock: Clock;
  settings: Pick<SettingsService, 'resolvePublic'>;
  catalogue: CatalogueCache;
}

export interface ListRequest {
  contentGroupId?: unknown;
  sort?: unknown;
  sortField?: unknown;
}

/** A list item; the recently-read group's items also say where the reader left the book. */
export type ListItem = ReturnType<typeof toListItem> & { readingProgress?: ReadingProgress | null };

/** Above this many asked ids, a reader with under MANY_FAVOURITES favourites reads them all. */
const FEW_IDS = 30;
const MANY_FAVOURITES = 500;

/**
 * Group pages kept per catalogue version, in their own memo so that paging through groups
 * does not evict the home lists. Only pages of up to MAX_KEPT_PAGE_SIZE items are kept:
 * 500 pages of 30 items stay under 15 MB.
 */
const PAGES_KEPT = 500;
const MAX_KEPT_PAGE_SIZE = 30;

/** List items as every viewer sees them, before their own favourite marks. */
function unmarked(rows: Record<string, unknown>[]): ListItem[] {
  return rows.map((row) => toListItem(fromRow(row), { isFavorite: false }));
}

/** What readers see of the contents: lists by group, pages of a series, group pages. */
export function createLibrary({ db, clock, settings, catalogue }: LibraryDeps) {
  const pages = createVersionedMemo({ maxEntries: PAGES_KEPT });
  /** The tenant's groups in display order (cached per catalogue version). */
  const groupsAt = (snap: CatalogueSnapshot, companyId: string) =>
    snap.memo('groups', () => contentGroupRepository(db, companyId).all());
  /** Each non-personal group's published total (cached per catalogue version). */
  const totalsAt = (snap: CatalogueSnapshot, companyId: string) =>
    snap.memo('totals', async () => groupTotals(db, companyId, await groupsAt(snap, companyId)));

  async function orderFor(companyId: string, request: ListRequest): Promise<ContentOrder> {
    const { settings: resolved } = await settings.resolvePublic(companyId);
    return resolveOrder(request, resolved.sortFields.items);
  }

  /** A group the viewer may open: 404 when it is not the tenant's, 401 when it needs sign-in. */
  async function groupFor(
    viewer: Viewer,
    id: unknown,
    snap?: CatalogueSnapshot,
  ): Promise<ContentGroup> {
    if (!isElementId(id)) throw AppError.badRequest({ contentGroupId: 'Not a content group id.' });
    const at = snap ?? (await catalogue.snapshot(viewer.companyId));
    const group = (await groupsAt(at, viewer.companyId)).find((g) => g.id === id);
    if (!group) throw AppError.notFound('Content group not found.');
    if (!seesGroup(viewer, group)) {
      throw AppError.unauthorized();
    }
    return group;
  }

  /** Rows → list items with the viewer's favourite marks. */
  async function present(viewer: Viewer, rows: Record<string, unknown>[]): Promise<ListItem[]> {
    return marked(viewer, unmarked(rows));
  }

  /** Items shared by every viewer (isFavorite false) → the viewer's own copies, marked. */
  async function marked(viewer: Viewer, items: ListItem[]): Promise<ListItem[]> {
    const favourites = await favouriteIds(
      viewer,
      items.map((item) => item.id),
    );
    return items.map((item) => ({ ...item, isFavorite: favourites.has(item.id) }));
  }

  /**
   * Which of `contentIds` the viewer marked as favourite (none when anonymous). For a long
   * list (the home page asks about 200), the reader's own favourites are read instead when
   * there are not too many: a statement with hundreds of parameters costs more to prepare
   * and probe than reading a reader's few favourites.
   */
  async function favouriteIds(viewer: Viewer, contentIds: string[]): Promise<Set<string>> {
    const lists = readerListsRepository(db, viewer.companyId);
    if (!viewer.userId || contentIds.length === 0) return new Set();
    if (contentIds.length > FEW_IDS) {
      const own = await lists.favouriteIdsUpTo(viewer.userId, MANY_FAVOURITES);
      if (own.length < MANY_FAVOURITES) {
        const asked = new Set(contentIds);
        return new Set(own.filter((id) => asked.has(id)));
      }
    }
    return lists.favouriteIds(viewer.userId, contentIds);
  }

  /** The contents of one group, computed for special groups (favourites, history, types). */
  async function groupPage(
    viewer: Viewer,
    group: ContentGroup,
    paging: Paging,
    request: Pick<ListRequest, 'sort' | 'sortField'>,
    snap?: CatalogueSnapshot,
  ): Promise<Page<ListItem>> {
    const { companyId, userId } = viewer;
    if (!isPersonalGroup(group.type)) {
      // The same for every viewer who may open the group (shelf.ts); the total is cached.
      const at = snap ?? (await catalogue.snapshot(companyId));
      const total = (await totalsAt(at, companyId)).get(group.id) ?? 0;
      const order = await orderFor(companyId, request);
      const ids = await at.memo(`ids:${group.id}:${orderKey(order)}`, () =>
        leadingIds(db, companyId, group, order),
      );
      // A page cut from the leading ids is the same for every viewer but for the favourite
      // marks: kept per version, it costs a reader the marks only. Reading its ten rows and
      // making their items was most of a group page's CPU (docs/performance.md).
      // Keyed by the page it lands on, so page numbers past the end share the last page.
      if (paging.size <= MAX_KEPT_PAGE_SIZE && isAmongLeadingIds(ids, total, paging)) {
        const pageNumber = pageNumberOf(total, paging);
        const key = [companyId, group.id, orderKey(order), pageNumber, paging.size].join('\n');
        const page = await pages(key, at.version, () =>
          pageFromIds(db, companyId, ids, total, paging, async (rows) => unmarked(rows)),
        );
        if (page) return { ...page, content: await marked(viewer, page.content) };
      }
      const map = (rows: Record<string, unknown>[]) => present(viewer, rows);
      const page = await pageFromIds(db, companyId, ids, total, paging, map);
      return page ?? pageOf(groupContents(db, companyId, group, order), paging, map, total);
    }
    if (!userId) return emptyPage(paging.size);
    const listed =
      group.type === GroupType.FAVOURITE
        ? { table: 'favourites', at: 'created_at' }
        : { table: 'reading_history', at: 'read_at' };
    // Every content of the favourites group is a favourite: no need to ask.
    const map =
      group.type === GroupType.FAVOURITE
        ? (rows: Record<string, unknown>[]) =>
            rows.map((row) => toListItem(fromRow(row), { isFavorite: true }))
        : async (rows: Record<string, unknown>[]) =>
            withReadingProgress(db, companyId, userId, rows, await present(viewer, rows));
    // The reader's own rows drive the join (a few of them, against a catalogue of many):
    // SQLite keeps the left table of a CROSS JOIN outermost, where without statistics it
    // would walk every content of the tenant. Signed in, all published contents are visible.
    const from =
      `from ${listed.table} l cross join contents where contents.id = l.content_id ` +
      'and l.company_id = ? and l.user_id = ? and contents.company_id = ? and contents.is_published = ?';
    const params = [companyId, userId, companyId, true];
    // Favourites and history list the latest first unless the reader chose a sort. That is
    // every home page whose reader's history moved (groupReading.ts): quick reads, prepared
    // once, instead of knex's builder (docs/performance.md, signed-in readers).
    if (!request.sortField) {
      const counted = await quickRow<{ n: number | string }>(
        db,
        `select count(*) as n ${from}`,
        params,
      );
      const latestFirst =
        `select contents.* ${from} ` + `order by l.${listed.at} desc, contents.id limit ? offset ?`;
      return pageAt(
        Number(counted?.n ?? 0),
        paging,
        (offset, limit) => quickRows(db, latestFirst, [...params, limit, offset]),
        map,
      );
    }
    const query = db(`${listed.table} as l`)
      .crossJoin(db.raw('contents'))
      .whereRaw('contents.id = l.content_id')
      .where({ 'l.company_id': companyId, 'l.user_id': userId })
      .where('contents.company_id', companyId)
      .where('contents.is_published', true)
      .select('contents.*');
    applyOrder(query, await orderFor(companyId, request));
    return pageOf(query, paging, map);
  }

  /**
   * Items with the viewer's plan marks (per request: they change with their subscriptions).
   * Most tenants sell no plan over their groups; whether this one does is kept per catalogue
   * version (plans' groups bump it too), so their lists skip the statement.
   */
  async function planMarked<T extends { id: string }>(
    viewer: Viewer,
    items: T[],
    snap?: CatalogueSnapshot,
  ) {
    const at = snap ?? (await catalogue.snapshot(viewer.companyId));
    const mayHavePlans = await at.memo('anyPlanGroup', async () => {
      const found = await quickRow(
        db,
        'select 1 as found from subscription_plan_groups where company_id = ? limit 1',
        [viewer.companyId],
      );
      return found !== undefined;
    });
    return withPlanMarks(db, { ...viewer, now: clock.now(), mayHavePlans }, items);
  }

  return {
    groupFor,
    groupPage,
    present,
    favouriteIds,
    planMarked,
    orderFor,

    /** The tenant's groups in display order. */
    async groups(companyId: string): Promise<ContentGroup[]> {
      return groupsAt(await catalogue.snapshot(companyId), companyId);
    },

    /**
     * Every non-personal group's total and first page in `order`, shared by all readers of
     * the tenant until its catalogue changes (the home page's group list); `snap` lets the
     * caller cache what it derives from them at the same version.
     */
    async shelf(companyId: string, order: ContentOrder) {
      const snap = await catalogue.snapshot(companyId);
      const groups = await groupsAt(snap, companyId);
      const totals = await totalsAt(snap, companyId);
      const pages = await snap.memo(`first:${orderKey(order)}`, () =>
        firstPages(db, companyId, groups, totals, order),
      );
      return { snap, groups, totals, pages };
    },

    /**
     * `GET /content/page` and `/content/public/page`: a group's contents, or all visible ones,
     * with their plan marks (read per request: they change with the reader's subscriptions).
     */
    async page(company: Company, viewer: Viewer, request: ListRequest, paging: Paging) {
      await assertMayBrowse(settings, company, viewer);
      let page: Page<ListItem>;
      const snap = await catalogue.snapshot(company.id);
      if (request.contentGroupId !== undefined && request.contentGroupId !== '') {
        const group = await groupFor(viewer, request.contentGroupId, snap);
        page = await groupPage(viewer, group, paging, request, snap);
      } else {
        const query = (await visibleContents(db, viewer))().select('contents.*');
        applyOrder(query, await orderFor(company.id, request));
        page = await pageOf(query, paging, (rows) => present(viewer, rows));
      }
      return { ...page, content: await planMarked(viewer, page.content, snap) };
    },

    /** Other contents of the same series (same series key), by title. */
    async seriesPage(company: Company, viewer: Viewer, contentId: unknown, paging: Paging) {
      await assertMayBrowse(settings, company, viewer);
      if (!isElementId(contentId)) throw AppError.badRequest({ contentId: 'Not a content id.' });
      const visible = await visibleContents(db, viewer);
      const content = await visible().where('contents.id', contentId).first('contents.*');
      if (!content) throw AppError.notFound('Content not found.');
      if (!content.series_key) return emptyPage(paging.size);
      const query = visible()
        .select('contents.*')
        .where('contents.series_key', content.series_key)
        .whereNot('contents.id', contentId);
      applyOrder(query, { column: 'title', isAscending: true });
      return pageOf(query, paging, (rows) => present(viewer, rows));
    },
  };
}

/** A cache key part for an order. */
export function orderKey(order: ContentOrder): string {
  return `${order.column}:${order.isAscending ? 'asc' : 'desc'}`;
}

export type Library = ReturnType<typeof createLibrary>;
export type Shelf = Awaited<ReturnType<Library['shelf']>>;
