import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure } from './chunkLoadFailure';

describe('isChunkLoadFailure', () => {
  it('recognises failed dynamic imports in each browser', () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://x/static/reader/assets/LoginPage.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://x/a.js',
    ];
    for (const message of messages) expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('treats other errors as crashes', () => {
    expect(
      isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadFailure(new Error('Importing a module script failed.'))).toBe(false);
    expect(isChunkLoadFailure('dynamically imported module')).toBe(false);
  });
});
