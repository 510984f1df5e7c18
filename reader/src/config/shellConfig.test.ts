import { describe, expect, it } from 'vitest';
import { toRouterBasename } from './shellConfig';

describe('toRouterBasename', () => {
  it('drops the trailing slash but keeps the root', () => {
    expect(toRouterBasename('/')).toBe('/');
    expect(toRouterBasename('/acme/')).toBe('/acme');
    expect(toRouterBasename('/admin/preview/42/')).toBe('/admin/preview/42');
  });
});
