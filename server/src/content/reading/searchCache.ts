import type { SettingsService } from '../../settings/service';
import { viewerOf } from '../access';
import type { Page, PlanMarks } from '@hondana/schemas/contracts';
import type { SearchItem } from '../search/items';
import type { SearchCall, SearchService } from '../search/service';
import type { CatalogueCache } from './catalogueCache';
import type { Library } from './library';

export interface SearchCacheDeps {
  search: SearchService;
  /** Its own cache: a stream of distinct searches must not evict the home lists. */
  catalogue: CatalogueCache;
  settings: Pick<SettingsService, 'resolvePublic'>;
  library: Pick<Library, 'favouriteIds' | 'planMarked'>;
}

/** Longer requests are searched every time (they are rarely repeated, and keys stay small). */
const MAX_KEY_LENGTH = 2000;

/**
 * The search service with its pages remembered per tenant, catalogue version (bumped by the
 * database on any content, group, membership or text change, catalogueCache.ts) and settings
 * stamp (search boxes, sort fields, anonymous access), so a cached page is exactly what the
 * search would answer now. Readers repeat searches; a search of a 100,000-content tenant
 * costs 10-50 ms of CPU, a cached one a version read and the reader's favourite marks.
 * Every signed-in reader sees the same contents (visibility.ts), so the key only tells
 * signed-in from anonymous; favourite and plan marks are the reader's own and set on every
 * answer.
 * Errors are not cached.
 */
export function createSearchCache({ search, catalogue, settings, library }: SearchCacheDeps) {
  async function cached(
    kind: string,
    call: SearchCall,
    input: unknown[],
    run: () => Promise<Page<SearchItem>>,
  ): Promise<Page<SearchItem & PlanMarks>> {
    const { stamp } = await settings.resolvePublic(call.company.id);
    // The account type decides whether anonymous visitors may search (content/access.ts), and
    // the staff preview may where they may not: its pages must never answer a visitor.
    const who = [call.reader !== null, call.company.accountType, call.isStaffPreview === true];
    const key = JSON.stringify([kind, ...who, stamp, ...input]);
    const viewer = viewerOf(call.company, call.reader);
    if (key.length > MAX_KEY_LENGTH) {
      const page = await run();
      return { ...page, content: await library.planMarked(viewer, page.content) };
    }
    const snap = await catalogue.snapshot(call.company.id);
    const page = await snap.memo(`search:${key}`, run);
    const favourites = await library.favouriteIds(
      viewer,
      page.content.map((item) => item.id),
    );
    const items = page.content.map((item) => ({ ...item, isFavorite: favourites.has(item.id) }));
    return { ...page, content: await library.planMarked(viewer, items, snap) };
  }

  const paging = (call: SearchCall) => [call.page, call.size, call.sort, call.sortField];

  return {
    search(call: Parameters<SearchService['search']>[0]) {
      return cached('search', call, [call.searchRequests, ...paging(call)], () =>
        search.search(call),
      );
    },

    fullTextSearch(call: Parameters<SearchService['fullTextSearch']>[0]) {
      const input = [call.searchKey, call.contentGroupId, ...paging(call)];
      return cached('full-text', call, input, () => search.fullTextSearch(call));
    },
  };
}
