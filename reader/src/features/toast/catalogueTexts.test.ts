import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { ApiError } from '../../api/client';
import { apiErrorKey } from './apiErrorKey';
import { levelIcons, placementOf } from './placement';

/** Issue 14: these fell back to the generic text. */
const CODES = [427, 428, 502, 703, 713, 811, 890, 891];

describe('catalogue texts', () => {
  it.each(CODES)('%i has its own text in en and ja', (code) => {
    const texts = [en, ja].map((lang) => (lang.api.error as Record<number, string>)[code]);
    for (const text of texts) {
      expect(text).toBeTruthy();
      expect(text).not.toBe(en.api.error.unknown);
      expect(text).not.toBe(ja.api.error.unknown);
    }
    const has = (key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          en,
        ) !== undefined;
    expect(apiErrorKey(new ApiError(code, '', ''), has)).toBe(`api.error.${code}`);
  });
});

describe('toast placement (spec §8, §9)', () => {
  it('keeps generic errors 5 s at the bottom right and everything else 3 s at the top', () => {
    expect(placementOf('error', 'api.error.unknown')).toEqual({ corner: 'bottomRight', ms: 5000 });
    expect(placementOf('error', 'toast.error.loginFailed')).toEqual({
      corner: 'bottomRight',
      ms: 5000,
    });
    // Issue 32: a failed call's own status text is the 3 s top-centre toast.
    expect(placementOf('error', 'api.error.404')).toEqual({ corner: 'top', ms: 3000 });
    for (const level of ['success', 'info', 'warning'] as const) {
      expect(placementOf(level)).toEqual({ corner: 'top', ms: 3000 });
    }
    expect(new Set(Object.values(levelIcons)).size).toBe(4);
  });
});
