import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { Company } from '../../access/company';
import { contentGroupRepository } from '../groups/repository';
import type { ContentGroup } from '../groupTypes';
import { GroupType, isPersonalGroup, typeOfSpecialGroup } from '../groupTypes';
import { AppError } from '../../errors';
import { readerListsRepository } from '../favourites/repository';
import type { SettingsService } from '../../settings/service';
import type { Viewer } from '../access';
import { assertMayBrowse } from '../access';
import { isElementId } from '../ids';
import type { Page } from '@hondana/schemas/contracts';
import type { Paging } from '../paging';
import { emptyPage, pageOf } from '../paging';
import { toListItem } from '../presenter';
import { fromRow } from '../rows';
import type { ContentOrder } from '../sorting';
import { applyOrder, resolveOrder } from '../sorting';
import { visibleContents } from '../visibility';

export interface LibraryDeps {
  db: Knex;
  clock: Clock;
  settings: Pick<SettingsService, 'resolvePublic'>;
}

export interface ListRequest {
  contentGroupId?: unknown;
  sort?: unknown;
  sortField?: unknown;
}

export type ListItem = ReturnType<typeof toListItem>;

/** What readers see of the contents: lists by group, pages of a series, group pages. */
export function createLibrary({ db, settings }: LibraryDeps) {
  async function orderFor(companyId: string, request: ListRequest): Promise<ContentOrder> {
    const { settings: resolved } = await settings.resolvePublic(companyId);
    return resolveOrder(request, resolved.sortFields.items);
  }

  /** A group the viewer may open: 404 when it is not the tenant's, 401 when it needs sign-in. */
  async function groupFor(viewer: Viewer, id: unknown): Promise<ContentGroup> {
    if (!isElementId(id)) throw AppError.badRequest({ contentGroupId: 'Not a content group id.' });
    const group = await contentGroupRepository(db, viewer.companyId).find(id);
    if (!group) throw AppError.notFound('Content group not found.');
    if (!viewer.userId && (!group.isPublic || isPersonalGroup(group.type))) {
      throw AppError.unauthorized();
    }
    return group;
  }

  /** Rows → list items with the viewer's favourite marks. */
  async function present(viewer: Viewer, rows: Record<string, unknown>[]): Promise<ListItem[]> {
    const contents = rows.map(fromRow);
    const favourites = await readerListsRepository(db, viewer.companyId).favouriteIds(
      viewer.userId,
      contents.map((c) => c.id),
    );
    return contents.map((c) => toListItem(c, { isFavorite: favourites.has(c.id) }));
  }

  /** The contents of one group, computed for special groups (favourites, history, types). */
  async function groupPage(
    viewer: Viewer,
    group: ContentGroup,
    paging: Paging,
    request: Pick<ListRequest, 'sort' | 'sortField'>,
  ): Promise<Page<ListItem>> {
    const { companyId, userId } = viewer;
    if (isPersonalGroup(group.type) && !userId) return emptyPage(paging.size);
    const query = (await visibleContents(db, viewer))().select('contents.*');
    let listedAt: string | null = null;
    if (group.type === GroupType.NORMAL) {
      query
        .join('content_group_items as gi', 'gi.content_id', 'contents.id')
        .where({ 'gi.company_id': companyId, 'gi.content_group_id': group.id });
    } else if (group.type === GroupType.FAVOURITE) {
      query
        .join('favourites as f', 'f.content_id', 'contents.id')
        .where({ 'f.company_id': companyId, 'f.user_id': userId });
      listedAt = 'f.created_at';
    } else if (group.type === GroupType.RECENTLY_READ) {
      query
        .join('reading_history as h', 'h.content_id', 'contents.id')
        .where({ 'h.company_id': companyId, 'h.user_id': userId });
      listedAt = 'h.read_at';
    } else {
      query.where('contents.type', typeOfSpecialGroup[group.type] ?? '-');
    }
    // Favourites and history list the latest first unless the reader chose a sort.
    if (listedAt && !request.sortField) query.orderBy(listedAt, 'desc').orderBy('contents.id');
    else applyOrder(query, await orderFor(companyId, request));
    return pageOf(query, paging, (rows) => present(viewer, rows));
  }

  return {
    groupFor,
    groupPage,
    present,

    /** `GET /content/page` and `/content/public/page`: a group's contents, or all visible ones. */
    async page(company: Company, viewer: Viewer, request: ListRequest, paging: Paging) {
      await assertMayBrowse(settings, company, viewer);
      if (request.contentGroupId !== undefined && request.contentGroupId !== '') {
        return groupPage(viewer, await groupFor(viewer, request.contentGroupId), paging, request);
      }
      const query = (await visibleContents(db, viewer))().select('contents.*');
      applyOrder(query, await orderFor(company.id, request));
      return pageOf(query, paging, (rows) => present(viewer, rows));
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

export type Library = ReturnType<typeof createLibrary>;
