import type { SearchBox, SearchSettings, SearchTab } from '@hondana/schemas';
import { isRangeBox } from './chips';
import { clampYearRange, rangeRequestValue, type Range } from './dateRanges';

/** What the reader entered: box id → values (one text, the chips, or a range's two ends). */
export type BoxValues = Record<string, string[]>;

export interface SearchState {
  tabId: string;
  values: BoxValues;
}

/** Spec §3 search request item. */
export interface SearchRequestItem {
  searchBoxId: string;
  value: string;
  contentGroupIdList: string[];
}

const TAB_PARAM = 'tab';
const VALUE_PREFIX = 'v.';

/** The search in the URL (`tab` and one `v.{box}` per value), so results can be shared. */
export function readSearchState(params: URLSearchParams, search: SearchSettings): SearchState {
  const requested = params.get(TAB_PARAM);
  const tab = search.tabs.find((candidate) => candidate.id === requested) ?? search.tabs[0];
  const values: BoxValues = {};
  for (const [key] of params) {
    if (key.startsWith(VALUE_PREFIX)) values[key.slice(VALUE_PREFIX.length)] = params.getAll(key);
  }
  return { tabId: tab?.id ?? '', values };
}

/** The query string of a search: only the active tab's boxes, and only boxes with a value. */
export function writeSearchState(state: SearchState, search: SearchSettings): URLSearchParams {
  const params = new URLSearchParams();
  params.set(TAB_PARAM, state.tabId);
  for (const box of boxesOf(tabOf(state.tabId, search), search)) {
    const values = state.values[box.id] ?? [];
    if (!values.some((value) => value.trim() !== '')) continue;
    for (const value of values) params.append(`${VALUE_PREFIX}${box.id}`, value.trim());
  }
  return params;
}

export function tabOf(tabId: string, search: SearchSettings): SearchTab | undefined {
  return search.tabs.find((tab) => tab.id === tabId) ?? search.tabs[0];
}

export function boxesOf(tab: SearchTab | undefined, search: SearchSettings): SearchBox[] {
  if (!tab) return [];
  return tab.searchBoxIds.flatMap((id) => search.boxes.filter((box) => box.id === id));
}

/** Spec §3 / §5: the `searchRequests` body, empty values stripped, multiple values comma-joined. */
export function toSearchRequests(state: SearchState, search: SearchSettings): SearchRequestItem[] {
  return boxesOf(tabOf(state.tabId, search), search).flatMap((box) => {
    const value = requestValue(box, state.values[box.id] ?? []);
    return value ? [{ searchBoxId: box.id, value, contentGroupIdList: [] }] : [];
  });
}

/** The full-text tab searches one key: its boxes' words together. */
export function fullTextKey(state: SearchState, search: SearchSettings): string {
  return boxesOf(tabOf(state.tabId, search), search)
    .map((box) => (state.values[box.id] ?? []).join(' ').trim())
    .filter(Boolean)
    .join(' ');
}

/** True when nothing was entered: the results page then asks for a search instead. */
export function isEmptySearch(state: SearchState, search: SearchSettings): boolean {
  const tab = tabOf(state.tabId, search);
  if (tab?.type === 'FULL_TEXT') return fullTextKey(state, search) === '';
  return toSearchRequests(state, search).length === 0;
}

function requestValue(box: SearchBox, values: string[]): string {
  if (isRangeBox(box)) {
    const range: Range = [values[0] ?? '', values[1] ?? ''];
    return rangeRequestValue(box.operation, box.operation === 7 ? clampYearRange(range) : range);
  }
  return values
    .map((value) => value.trim())
    .filter(Boolean)
    .join(',');
}
