import { describe, expect, it } from 'vitest';
import type { Page } from '@hondana/schemas/contracts';
import { appendPage, hasNextPage, pageLinks, parsePageParam, retryPageFor } from './paging';

const page = (ids: string[], pageNumber: number, totalPages: number): Page<{ id: string }> => ({
  content: ids.map((id) => ({ id })),
  totalElements: totalPages * 2,
  totalPages,
  pageNumber,
  pageSize: 2,
});

describe('content list paging', () => {
  it('appends a page without repeating items already shown', () => {
    const items = appendPage([{ id: 'a' }, { id: 'b' }], page(['b', 'c'], 2, 3));
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('knows whether another page exists', () => {
    expect(hasNextPage({ pageNumber: 1, totalPages: 2 })).toBe(true);
    expect(hasNextPage({ pageNumber: 2, totalPages: 2 })).toBe(false);
    expect(hasNextPage({ pageNumber: 1, totalPages: 0 })).toBe(false);
  });

  it('asks for the previous page when a page above 1 comes back empty (spec §4)', () => {
    expect(retryPageFor(3, page([], 3, 2))).toBe(2);
    expect(retryPageFor(9, page([], 9, 3))).toBe(3);
    expect(retryPageFor(2, page([], 2, 0))).toBe(1);
    expect(retryPageFor(1, page([], 1, 0))).toBeNull();
    expect(retryPageFor(2, page(['a'], 2, 2))).toBeNull();
  });

  it('offers the first, last and nearby page numbers with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageLinks(1, 12)).toEqual([1, 2, 3, 'gap', 12]);
    expect(pageLinks(3, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });

  it('reads a page number from the query string', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('x')).toBe(1);
  });
});
