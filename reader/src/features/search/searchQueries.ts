import type { SearchSettings } from '@hondana/schemas';
import type { Page } from '@hondana/schemas/contracts';
import type { ApiClient } from '../../api/client';
import type { ContentItem } from '../contentList/types';
import type { SortState } from '../contentList/sortState';
import { fullTextKey, tabOf, toSearchRequests, type SearchState } from './searchState';

interface SearchCall {
  api: ApiClient;
  isSignedIn: boolean;
  state: SearchState;
  search: SearchSettings;
  sort: SortState | null;
  page: number;
}

/**
 * Spec §7: POST /content/search with the boxes' requests, or /content/full-text-search with one
 * key for a FULL_TEXT tab; anonymous visitors use the /public/ variants.
 */
export function fetchSearchPage({ api, isSignedIn, state, search, sort, page }: SearchCall) {
  const prefix = isSignedIn ? '/content' : '/content/public';
  const paging = {
    page,
    size: search.pageSize,
    sortField: sort?.sortField,
    sort: sort?.sort,
  };
  if (tabOf(state.tabId, search)?.type === 'FULL_TEXT') {
    return api<Page<ContentItem>>('POST', `${prefix}/full-text-search`, {
      body: { searchKey: fullTextKey(state, search), ...paging },
    });
  }
  return api<Page<ContentItem>>('POST', `${prefix}/search`, {
    query: paging,
    body: { searchRequests: toSearchRequests(state, search) },
  });
}
