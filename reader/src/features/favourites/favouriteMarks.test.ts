import { describe, expect, it } from 'vitest';
import { createFavouriteMarks } from './favouriteMarks';

describe('favourite marks', () => {
  it("overrides the server's isFavorite in every list and tells listeners", () => {
    const marks = createFavouriteMarks();
    const seen: number[] = [];
    const stop = marks.subscribe(() => seen.push(marks.version()));
    const inGroup = { id: 'c1', isFavorite: false };
    const inSearch = { id: 'c1' };
    marks.set('c1', true);
    expect(marks.isFavorite(inGroup)).toBe(true);
    expect(marks.isFavorite(inSearch)).toBe(true);
    expect(marks.isFavorite({ id: 'c2', isFavorite: true })).toBe(true);
    marks.set('c1', false);
    expect(marks.isFavorite(inGroup)).toBe(false);
    stop();
    marks.clear();
    expect(seen).toEqual([1, 2]);
    expect(marks.isFavorite({ id: 'c1', isFavorite: true })).toBe(true);
  });
});
