import type { SortFieldsItem } from '@hondana/schemas';

export interface SortState {
  sortField: number;
  /** true = ascending (spec §3). */
  sort: boolean;
}

/** Spec §4: sort field code 12 is not offered on the home-search pages. */
export const HOME_SEARCH_DISABLED_FIELD = 12;

/**
 * The sort in effect: the one in the URL when it names an offered field, otherwise the
 * option flagged as default, otherwise the first option.
 */
export function currentSort(
  items: readonly SortFieldsItem[],
  params: URLSearchParams,
): SortState | null {
  const field = Number(params.get('sortField'));
  const chosen = items.find((item) => item.field === field);
  if (chosen) return { sortField: chosen.field, sort: parseDirection(params.get('sort'), chosen) };
  const fallback = items.find((item) => item.isSortFieldDefault) ?? items[0];
  return fallback ? { sortField: fallback.field, sort: fallback.isAcsDefault } : null;
}

/** Choosing the selected option flips its direction; another option starts at its default. */
export function nextSort(current: SortState | null, item: SortFieldsItem): SortState {
  if (current?.sortField === item.field) return { sortField: item.field, sort: !current.sort };
  return { sortField: item.field, sort: item.isAcsDefault };
}

export function writeSort(params: URLSearchParams, state: SortState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('sortField', String(state.sortField));
  next.set('sort', state.sort ? 'asc' : 'desc');
  return next;
}

function parseDirection(value: string | null, item: SortFieldsItem): boolean {
  if (value === 'asc') return true;
  if (value === 'desc') return false;
  return item.isAcsDefault;
}
