import { describe, expect, it } from 'vitest';
import { readProviderReturn } from './readProviderReturn';

describe('readProviderReturn', () => {
  it('reads a Google code from the query and a Microsoft code from the fragment', () => {
    expect(readProviderReturn('?code=g1&state=s1', '')).toEqual({
      code: 'g1',
      error: null,
      state: 's1',
    });
    expect(readProviderReturn('', '#code=m1&state=s2')).toEqual({
      code: 'm1',
      error: null,
      state: 's2',
    });
  });

  it('reads provider errors and ignores a plain login page', () => {
    expect(readProviderReturn('?error=access_denied', '')?.error).toBe('access_denied');
    expect(readProviderReturn('', '#error=consent_required')?.error).toBe('consent_required');
    expect(readProviderReturn('?google=true&fl=true', '')).toBeNull();
    expect(readProviderReturn('', '')).toBeNull();
  });
});
