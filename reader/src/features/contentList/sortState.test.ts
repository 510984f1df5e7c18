import { describe, expect, it } from 'vitest';
import type { SortFieldsItem } from '@hondana/schemas';
import { currentSort, nextSort, writeSort } from './sortState';

function item(field: SortFieldsItem['field'], extra: Partial<SortFieldsItem> = {}): SortFieldsItem {
  return {
    id: `f${field}`,
    field,
    title: `F${field}`,
    isAcsDefault: true,
    isSortFieldDefault: false,
    type: 'HOME_SORT',
    ...extra,
  };
}

const items = [item(1), item(5, { isSortFieldDefault: true, isAcsDefault: false }), item(12)];

describe('sort state', () => {
  it('starts from the option flagged as default', () => {
    expect(currentSort(items, new URLSearchParams())).toEqual({ sortField: 5, sort: false });
    expect(currentSort([item(3), item(4)], new URLSearchParams())).toEqual({
      sortField: 3,
      sort: true,
    });
    expect(currentSort([], new URLSearchParams())).toBeNull();
  });

  it('reads an offered field and direction from the URL, ignoring unknown fields', () => {
    expect(currentSort(items, new URLSearchParams('sortField=1&sort=desc'))).toEqual({
      sortField: 1,
      sort: false,
    });
    expect(currentSort(items, new URLSearchParams('sortField=99&sort=asc'))).toEqual({
      sortField: 5,
      sort: false,
    });
  });

  it('flips the direction of the selected option and resets for another', () => {
    expect(nextSort({ sortField: 5, sort: false }, items[1])).toEqual({ sortField: 5, sort: true });
    expect(nextSort({ sortField: 5, sort: true }, items[0])).toEqual({ sortField: 1, sort: true });
  });

  it('writes the state into the query string, keeping other parameters', () => {
    const params = writeSort(new URLSearchParams('q=x'), { sortField: 1, sort: false });
    expect(params.toString()).toBe('q=x&sortField=1&sort=desc');
  });
});
