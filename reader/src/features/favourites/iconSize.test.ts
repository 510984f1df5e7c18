import { describe, expect, it } from 'vitest';
import { badgeOf } from '../contentList/badge';
import { favouriteIconSize } from './iconSize';

describe('favouriteIconSize', () => {
  it('is 8% of the smaller side', () => {
    expect(favouriteIconSize(300, 400)).toBe(24);
    expect(favouriteIconSize(500, 250)).toBe(20);
  });

  it('stays between 15 and 45 px', () => {
    expect(favouriteIconSize(100, 120)).toBe(15);
    expect(favouriteIconSize(1000, 900)).toBe(45);
    expect(favouriteIconSize(0, 0)).toBe(15);
    expect(favouriteIconSize(Number.NaN, 10)).toBe(15);
  });
});

describe('badgeOf', () => {
  it('shows new, popular and recommend only', () => {
    expect(badgeOf('new')).toBe('new');
    expect(badgeOf('popular')).toBe('popular');
    expect(badgeOf('recommend')).toBe('recommend');
    expect(badgeOf('')).toBeNull();
    expect(badgeOf('sale')).toBeNull();
    expect(badgeOf(undefined)).toBeNull();
  });
});
