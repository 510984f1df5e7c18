import { describe, expect, it } from 'vitest';
import { contentIdRedirect } from './contentIdRedirect';

describe('contentIdRedirect (guard 11)', () => {
  it('keeps a valid element id', () => {
    expect(contentIdRedirect('a1b2c3d4e5f6a7b8c9d0', false)).toBeNull();
    expect(contentIdRedirect('0'.repeat(64), true)).toBeNull();
  });

  it('sends a malformed id home', () => {
    for (const id of [
      'short',
      'A'.repeat(20),
      'a'.repeat(65),
      'abc-def-ghi-jkl-mno-pqr',
      undefined,
    ]) {
      expect(contentIdRedirect(id, false)).toEqual({ to: '/', delayMs: 0 });
    }
  });

  it('sends a malformed id to /404 after 200 ms in no-layout mode', () => {
    expect(contentIdRedirect('nope', true)).toEqual({ to: '/404', delayMs: 200 });
  });
});
