import type { SortFieldsItem } from '@hondana/schemas';
import type { Page } from '@hondana/schemas/contracts';
import type { ApiClient } from '../../api/client';
import { currentSort, HOME_SEARCH_DISABLED_FIELD } from '../contentList/sortState';
import type { ContentGroup, ContentItem } from '../contentList/types';

export interface SortQuery {
  sortField?: number;
  sort?: boolean;
}

/**
 * The home sort for group queries. Spec §4: field 12 (relevance) is removed from group
 * queries, so the server's default order applies instead.
 */
export function groupSortQuery(
  items: readonly SortFieldsItem[],
  params: URLSearchParams,
): SortQuery {
  const state = currentSort(
    items.filter((item) => item.type === 'HOME_SORT'),
    params,
  );
  if (!state || state.sortField === HOME_SEARCH_DISABLED_FIELD) return {};
  return { sortField: state.sortField, sort: state.sort };
}

/** Spec §7: the authenticated group list for signed-in readers, the public one otherwise. */
export function fetchGroups(api: ApiClient, isSignedIn: boolean, sort: SortQuery) {
  const path = isSignedIn ? '/content-group/content-group-list' : '/content-group/public/list';
  return api<ContentGroup[]>('GET', path, { query: { ...sort } });
}

/** The favourites and recently-read groups of the signed-in reader. */
export function fetchPersonalGroups(api: ApiClient, sort: SortQuery) {
  return api<ContentGroup[]>('GET', '/content-group/favorites-recently-read', {
    query: { ...sort },
  });
}

/** One page of a group's contents ("content by group", spec §7). */
export function fetchGroupPage(
  api: ApiClient,
  isSignedIn: boolean,
  request: { contentGroupId: string; page: number; size: number } & SortQuery,
) {
  const path = isSignedIn ? '/content/page' : '/content/public/page';
  return api<Page<ContentItem>>('GET', path, { query: { ...request } });
}

const cache = new Map<string, Promise<ContentGroup[]>>();

/**
 * The sidebar and the home page show the same list: one request serves both. `version` (the
 * favourite toggles so far) makes a list stale once the favourites group changed.
 */
export function loadGroupsOnce(
  api: ApiClient,
  isSignedIn: boolean,
  sort: SortQuery,
  version: number,
) {
  const key = JSON.stringify([isSignedIn, sort, version]);
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchGroups(api, isSignedIn, sort);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
