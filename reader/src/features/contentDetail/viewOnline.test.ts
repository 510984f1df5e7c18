import { describe, expect, it } from 'vitest';
import { viewOnlineUrl } from './viewOnline';

describe('viewOnlineUrl', () => {
  it('opens the viewer under the tenant base, with the group when there is one', () => {
    expect(viewOnlineUrl('http://x', '/sakura/', 'c1', 'g1')).toBe(
      'http://x/sakura/view-online/c1/g1',
    );
    expect(viewOnlineUrl('http://x', '/', 'c1')).toBe('http://x/view-online/c1');
  });
});
