import { describe, expect, it } from 'vitest';
import type { SearchBox, SearchSettings } from '@hondana/schemas';
import { addChip, removeChip } from './chips';
import { clampYearRange, rangeRequestValue } from './dateRanges';
import {
  fullTextKey,
  isEmptySearch,
  readSearchState,
  toSearchRequests,
  writeSearchState,
} from './searchState';

const box = (
  id: string,
  operation: SearchBox['operation'],
  matchValue: string[] = [],
): SearchBox => ({
  id,
  operation,
  label: id,
  isShowLabel: true,
  size: 12,
  matchValue,
  searchFields: ['title'],
  contentGroupIds: [],
});

const search: SearchSettings = {
  allowAnonymousSearch: true,
  pagingMode: 'SCROLL',
  pageSize: 10,
  tabs: [
    { id: 'kw', title: 'Keyword', type: 'NORMAL', searchBoxIds: ['word', 'genre', 'tags', 'year'] },
    { id: 'ft', title: 'Full text', type: 'FULL_TEXT', searchBoxIds: ['body'] },
  ],
  boxes: [
    box('word', 1),
    box('genre', 4, ['novel', 'poem']),
    box('tags', 5, ['a', 'b', 'c']),
    box('year', 7),
    box('body', 1),
  ],
};

describe('chips (spec §5)', () => {
  const single = box('genre', 4, ['novel', 'poem']);
  const multi = box('tags', 5, ['a', 'b', 'c']);

  it('keeps one chip in a single-choice box', () => {
    expect(addChip(single, [], 'novel')).toEqual(['novel']);
    expect(addChip(single, ['novel'], 'poem')).toEqual(['poem']);
  });

  it('keeps several chips in a multi-choice box, each once', () => {
    expect(addChip(multi, ['a'], 'b')).toEqual(['a', 'b']);
    expect(addChip(multi, ['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(removeChip(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('ignores values that are not choices of the box', () => {
    expect(addChip(multi, ['a'], 'z')).toEqual(['a']);
  });
});

describe('date ranges', () => {
  it('forces a year range end not before its start', () => {
    expect(clampYearRange(['2020', '2018'])).toEqual(['2020', '2020']);
    expect(clampYearRange(['2020', '2024'])).toEqual(['2020', '2024']);
    expect(clampYearRange(['', '2018'])).toEqual(['', '2018']);
  });

  it('ends a year range on 31 December and a month range on its last day', () => {
    expect(rangeRequestValue(7, ['2019', '2020'])).toBe('2019/01/01,2020/12/31');
    expect(rangeRequestValue(6, ['2024-02', '2024-02'])).toBe('2024/02/01,2024/02/29');
    expect(rangeRequestValue(3, ['2024-03-05', ''])).toBe('2024/03/05,');
    expect(rangeRequestValue(3, ['', ''])).toBe('');
  });
});

describe('search state', () => {
  it('round-trips through the URL, keeping only boxes with values', () => {
    const state = {
      tabId: 'kw',
      values: { word: ['猫 '], tags: ['a', 'c'], genre: [], year: ['', ''] },
    };
    const params = writeSearchState(state, search);
    expect(params.toString()).toBe('tab=kw&v.word=%E7%8C%AB&v.tags=a&v.tags=c');
    expect(readSearchState(params, search)).toEqual({
      tabId: 'kw',
      values: { word: ['猫'], tags: ['a', 'c'] },
    });
  });

  it('falls back to the first tab', () => {
    expect(readSearchState(new URLSearchParams('tab=nope'), search).tabId).toBe('kw');
  });

  it('builds search requests with comma-joined values and no empty ones', () => {
    const state = {
      tabId: 'kw',
      values: { word: ['猫'], tags: ['a', 'b'], genre: [''], year: ['2021', '2019'] },
    };
    expect(toSearchRequests(state, search)).toEqual([
      { searchBoxId: 'word', value: '猫', contentGroupIdList: [] },
      { searchBoxId: 'tags', value: 'a,b', contentGroupIdList: [] },
      { searchBoxId: 'year', value: '2021/01/01,2021/12/31', contentGroupIdList: [] },
    ]);
  });

  it('searches the full-text tab by one key', () => {
    const state = { tabId: 'ft', values: { body: ['吾輩 猫'], word: ['ignored'] } };
    expect(fullTextKey(state, search)).toBe('吾輩 猫');
    expect(isEmptySearch(state, search)).toBe(false);
    expect(isEmptySearch({ tabId: 'kw', values: {} }, search)).toBe(true);
  });
});
