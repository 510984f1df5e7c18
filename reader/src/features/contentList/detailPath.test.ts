import { describe, expect, it } from 'vitest';
import { detailPath, groupBaseOf } from './detailPath';

describe('detailPath', () => {
  it('links a content in the context it is listed in', () => {
    expect(detailPath('c', { base: '/', groupId: 'g' })).toBe('/g/c');
    expect(detailPath('c', { base: '/home-search', groupId: 'g' })).toBe('/home-search/g/c');
    expect(detailPath('c', { base: '/search' })).toBe('/search/c');
    expect(detailPath('c', { base: '/' })).toBe('/search/c');
  });

  it('knows the home-search pages', () => {
    expect(groupBaseOf('/home-search/g')).toBe('/home-search');
    expect(groupBaseOf('/home-search')).toBe('/home-search');
    expect(groupBaseOf('/g')).toBe('/');
  });
});
