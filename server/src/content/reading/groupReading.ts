import type { Knex } from 'knex';
import type { Company } from '../../access/company';
import type { Viewer } from '../access';
import { assertMayBrowse, seesGroup } from '../access';
import { isElementId } from '../ids';
import type { Library, ListItem, Shelf } from './library';
import { orderKey } from './library';
import type { ContentGroupShelf, Page } from '@hondana/schemas/contracts';
import { emptyPage } from '../../db/paging';
import { toListItem } from '../presenter';
import { toSnakeKeysFast } from '../../http/snakeJson';
import { contentRepository } from '../repository';
import { AppError } from '../../errors';
import type { SettingsService } from '../../settings/service';
import { groupMembership } from '../groups/membership';
import type { ContentGroup } from '../groupTypes';
import { GroupType, isPersonalGroup, typeOfSpecialGroup } from '../groupTypes';
import type { ContentOrder } from '../sorting';
import type { JsonParts } from '../../http/jsonParts';
import type { JsonPart } from '../../http/jsonParts';
import { jsonPart, jsonParts } from '../../http/jsonParts';
import { createVersionedMemo } from './versionedMemo';
import { readerVersions } from './readerVersions';

export interface GroupReadingDeps {
  db: Knex;
  settings: Pick<SettingsService, 'resolvePublic'>;
  library: Library;
}

export interface GroupListRequest {
  contentId?: unknown;
  sort?: unknown;
  sortField?: unknown;
  /** Only the favourites and recently-read groups. */
  isPersonalOnly?: boolean;
}

/**
 * Content groups as the reader shows them: each group with the first page of its contents
 * (`itemSize` of them). Anonymous visitors get public groups only, never the personal ones.
 */
export function createGroupReading({ db, settings, library }: GroupReadingDeps) {
  // Per process; each entry holds the reader's own parts and references to the shared ones.
  const answers = createVersionedMemo({ maxEntries: ANSWERS_KEPT });
  // The parts of those answers that do not change with the reader's reading.
  const beside = createVersionedMemo({ maxEntries: ANSWERS_KEPT });

  async function groupsHolding(companyId: string, contentId: unknown, groups: ContentGroup[]) {
    if (!isElementId(contentId)) throw AppError.badRequest({ contentId: 'Not a content id.' });
    const content = await contentRepository(db, companyId).find(contentId);
    if (!content) throw AppError.notFound('Content not found.');
    const memberOf =
      (await groupMembership(db, companyId).groupIdsOf([contentId])).get(contentId) ?? [];
    return groups.filter(
      (g) =>
        memberOf.includes(g.id) ||
        (typeOfSpecialGroup[g.type] !== undefined && typeOfSpecialGroup[g.type] === content.type),
    );
  }

  /** The groups this viewer sees in the list, in display order. */
  async function listedGroups(
    companyId: string,
    viewer: Viewer,
    request: GroupListRequest,
    shelf: Shelf,
  ) {
    let groups = shelf.groups.filter((g) => seesGroup(viewer, g));
    if (request.isPersonalOnly) groups = groups.filter((g) => isPersonalGroup(g.type));
    const hasContent = request.contentId !== undefined && request.contentId !== '';
    if (hasContent) groups = await groupsHolding(companyId, request.contentId, groups);
    return groups;
  }

  /**
   * Every listed group's JSON part but the recently-read group's: the shared groups' parts
   * from the shelf's cache, serialised again only where the viewer's favourites mark one of
   * their contents, and the favourites group. They change with the catalogue and the reader's
   * favourites, not with their reading.
   */
  async function partsBesideHistory(
    viewer: Viewer,
    request: GroupListRequest,
    shelf: Shelf,
    order: ContentOrder,
    groups: ContentGroup[],
  ): Promise<Map<string, JsonPart>> {
    const unmarked = await shelf.snap.memo(`json:${orderKey(order)}`, async () => {
      const json = new Map<string, JsonPart>();
      for (const group of shelf.groups) {
        if (isPersonalGroup(group.type)) continue;
        const contents = (shelf.pages.get(group.id) ?? []).map((c) =>
          toListItem(c, { isFavorite: false }),
        );
        const page = sharedPage(group, shelf.totals.get(group.id), contents);
        json.set(group.id, jsonPart(toJson(group, page)));
      }
      return json;
    });
    const favourites = await library.favouriteIds(
      viewer,
      groups.flatMap((g) => (shelf.pages.get(g.id) ?? []).map((c) => c.id)),
    );
    // Bytes, not text: the cached parts are encoded (and compressed) once, not per request.
    const parts = new Map<string, JsonPart>();
    for (const group of groups) {
      if (group.type === GroupType.RECENTLY_READ) continue;
      if (group.type === GroupType.FAVOURITE) {
        parts.set(group.id, await personalPart(viewer, group, request));
        continue;
      }
      const contents = shelf.pages.get(group.id) ?? [];
      if (!contents.some((c) => favourites.has(c.id))) {
        parts.set(group.id, unmarked.get(group.id) as JsonPart);
        continue;
      }
      const items = contents.map((c) => toListItem(c, { isFavorite: favourites.has(c.id) }));
      const marked = toJson(group, sharedPage(group, shelf.totals.get(group.id), items));
      parts.set(group.id, jsonPart(marked, OWN_LEVEL));
    }
    return parts;
  }

  /** A personal group's first page (favourites or recently read) as a part of its own. */
  async function personalPart(viewer: Viewer, group: ContentGroup, request: GroupListRequest) {
    const paging = { page: 1, size: group.itemSize };
    const page = await library.groupPage(viewer, group, paging, request);
    return jsonPart(toJson(group, page), OWN_LEVEL);
  }

  /** The list's parts in group order: the recently-read groups made now, the rest from `besides`. */
  async function stitch(
    viewer: Viewer,
    request: GroupListRequest,
    groups: ContentGroup[],
    besides: Map<string, JsonPart>,
  ): Promise<JsonParts> {
    const parts: JsonPart[] = [];
    for (const group of groups) {
      parts.push(parts.length ? COMMA : OPEN);
      const part = besides.get(group.id) ?? (await personalPart(viewer, group, request));
      parts.push(part);
    }
    parts.push(parts.length ? CLOSE : EMPTY);
    return jsonParts(parts);
  }

  return {
    /**
     * The groups as v1 JSON (UTF-8 byte parts, snake_case keys, for `sendDataJson`). A 22-group
     * home page is about 150 KB of JSON, which serialising on every request made the slowest
     * part of the call (docs/performance.md), so: the shared groups' JSON is cached per tenant,
     * order and catalogue version; a group is serialised again only when it holds one of the
     * reader's favourites (its marks differ); and the assembled answer (its parts and ETag)
     * is kept per reader until the catalogue or the reader's favourites or history change.
     */
    async list(company: Company, viewer: Viewer, request: GroupListRequest): Promise<JsonParts> {
      await assertMayBrowse(settings, company, viewer);
      const order = await library.orderFor(company.id, request);
      const shelf = await library.shelf(company.id, order);
      const groups = await listedGroups(company.id, viewer, request, shelf);
      const build = async () => {
        const besides = await partsBesideHistory(viewer, request, shelf, order, groups);
        return stitch(viewer, request, groups, besides);
      };
      const hasContent = request.contentId !== undefined && request.contentId !== '';
      if (hasContent) return build();
      // Personal groups list the latest first unless the request names a sort (library.ts).
      const name = [
        orderKey(order),
        request.sortField ? 'sorted' : 'latest',
        request.isPersonalOnly ? 'personal' : 'all',
      ].join(':');
      if (!viewer.userId) return shelf.snap.memo(`answer:anonymous:${name}`, build);
      const key = `${company.id}\n${viewer.userId}\n${name}`;
      const own = await readerVersions(db, company.id, viewer.userId);
      const marked = `${shelf.snap.version}:${own.favourites}`;
      // A reading changes only the recently-read group: the other parts are kept.
      return answers(key, `${marked}:${own.history}`, async () => {
        const besides = await beside(key, marked, () =>
          partsBesideHistory(viewer, request, shelf, order, groups),
        );
        return stitch(viewer, request, groups, besides);
      });
    },

    /** The detail layout (SIMPLE / LIST_SAME_GROUP / SERIES) for a group, else the tenant's. */
    async layoutDetail(company: Company, viewer: Viewer, contentGroupId: unknown) {
      await assertMayBrowse(settings, company, viewer);
      const { settings: resolved } = await settings.resolvePublic(company.id);
      const hasGroup = contentGroupId !== undefined && contentGroupId !== '';
      const group = hasGroup ? await library.groupFor(viewer, contentGroupId) : null;
      return {
        contentGroupId: group?.id ?? null,
        contentLayoutDetail: group?.contentType ?? resolved.searchResult.contentLayoutDetail,
        paramSeriesContent: resolved.searchResult.paramSeriesContent,
      };
    },
  };
}

/** Page 1 of a non-personal group from the shelf, as `pageOf` would answer it. */
function sharedPage(group: ContentGroup, total = 0, content: ListItem[]): Page<ListItem> {
  const size = group.itemSize;
  if (!total) return emptyPage(size);
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    pageNumber: 1,
    pageSize: size,
  };
}

/**
 * Readers whose assembled home answer is kept (per process): an entry is the reader's own
 * parts (personal groups, groups with their favourites marked: typically 10-50 KB) plus
 * references to the shared ones, so this bounds the cache near 25 MB.
 */
const ANSWERS_KEPT = 500;

/** zlib's fastest level for the parts made per answer (a reader's own groups). */
const OWN_LEVEL = 1;

const OPEN = jsonPart('[');
const COMMA = jsonPart(',');
const CLOSE = jsonPart(']');
const EMPTY = jsonPart('[]');

/** One group of the list as v1 JSON text. */
function toJson(group: ContentGroup, page: Page<ListItem>): string {
  return JSON.stringify(
    toSnakeKeysFast({
      id: group.id,
      name: group.name,
      type: group.type,
      default: group.isDefault,
      isPublic: group.isPublic,
      refCode: group.refCode,
      contentType: group.contentType,
      isWrapLine: group.isWrapLine,
      itemSize: group.itemSize,
      numRow: group.numRow,
      page: page.pageNumber,
      totalPages: page.totalPages,
      totalElements: page.totalElements,
      contents: page.content,
    } satisfies ContentGroupShelf),
  );
}

export type GroupReading = ReturnType<typeof createGroupReading>;
