import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding';

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and respects q values and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('chooses only among the codings offered (stitched answers offer gzip alone)', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
    expect(preferredEncoding('x-gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('*;q=0.1', ['gzip'])).toBe('gzip');
  });
});
