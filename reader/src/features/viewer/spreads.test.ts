import { describe, expect, it } from 'vitest';
import { spreadOf, turnTarget } from './spreads';

describe('spreads', () => {
  it('sets the cover alone, then pairs 2-3, 4-5', () => {
    expect([1, 2, 3, 4, 5, 6].map((page) => spreadOf(page, 6, true))).toEqual([
      [1, 1],
      [2, 3],
      [2, 3],
      [4, 5],
      [4, 5],
      [6, 6],
    ]);
  });

  it('pairs 1-2, 3-4 without the cover alone, and in a book of two pages', () => {
    expect([1, 2, 3, 5].map((page) => spreadOf(page, 5, false))).toEqual([
      [1, 2],
      [1, 2],
      [3, 4],
      [5, 5],
    ]);
    expect(spreadOf(1, 2, true)).toEqual([1, 2]);
  });

  it('turns a whole row, landing on its later page', () => {
    const cover = { isSpread: true, isCoverAlone: true };
    const paired = { isSpread: true, isCoverAlone: false };
    expect(turnTarget(1, 1, 6, cover)).toBe(3);
    expect(turnTarget(2, 1, 6, cover)).toBe(5);
    expect(turnTarget(3, -1, 6, cover)).toBe(1);
    expect(turnTarget(5, 1, 6, cover)).toBe(6);
    expect(turnTarget(6, 1, 6, cover)).toBe(6);
    expect(turnTarget(2, 1, 6, paired)).toBe(4);
    expect(turnTarget(4, -1, 6, paired)).toBe(2);
    expect(turnTarget(1, -1, 6, paired)).toBe(1);
    expect(turnTarget(3, 1, 6, { isSpread: false, isCoverAlone: true })).toBe(4);
  });
});
