import { describe, expect, it } from 'vitest';
import { diffPaths } from './diffPaths';

describe('diffPaths', () => {
  it('lists changed, added and removed leaves with dotted paths', () => {
    const before = { color: '#000000', links: [{ url: '/a' }, { url: '/b' }], height: 60 };
    const after = { color: '#ffffff', links: [{ url: '/a' }], height: 60, title: 'New' };
    expect(diffPaths(before, after)).toEqual([
      { path: 'color', before: '#000000', after: '#ffffff' },
      { path: 'links.1', before: { url: '/b' }, after: undefined },
      { path: 'title', before: undefined, after: 'New' },
    ]);
  });

  it('finds nothing in equal documents', () => {
    expect(diffPaths({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
