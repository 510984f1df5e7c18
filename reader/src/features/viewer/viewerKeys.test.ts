import { describe, expect, it } from 'vitest';
import { commandForKey } from './viewerKeys';
import { pagesToPrint } from './printPages';

const press = (key: string, extra: Partial<Parameters<typeof commandForKey>[0]> = {}) =>
  commandForKey({ key, ctrlKey: false, metaKey: false, altKey: false, isInField: false, ...extra });

describe('commandForKey', () => {
  it('shows the keyboard help with ?, except in a field', () => {
    expect(press('?')).toBe('help');
    expect(press('?', { isInField: true })).toBeNull();
  });

  it('mirrors the arrows for right-to-left books, and only the arrows', () => {
    const rtl = { isRightToLeft: true };
    expect([press('ArrowLeft', rtl), press('ArrowRight', rtl)]).toEqual(['next', 'previous']);
    expect([press('PageDown', rtl), press(' ', rtl), press('PageUp', rtl)]).toEqual([
      'next',
      'next',
      'previous',
    ]);
  });

  it('turns pages, jumps and zooms', () => {
    expect(['ArrowRight', 'PageDown', ' '].map((key) => press(key))).toEqual([
      'next',
      'next',
      'next',
    ]);
    expect(['ArrowLeft', 'PageUp'].map((key) => press(key))).toEqual(['previous', 'previous']);
    expect([press('Home'), press('End'), press('+'), press('-')]).toEqual([
      'first',
      'last',
      'zoomIn',
      'zoomOut',
    ]);
    expect(press('ArrowDown')).toBeNull();
  });

  it('takes Ctrl / Cmd + P for the viewer, even from a field', () => {
    expect(press('p', { ctrlKey: true })).toBe('print');
    expect(press('P', { metaKey: true, isInField: true })).toBe('print');
  });

  it('leaves keys typed into a field, and other shortcuts, alone', () => {
    expect(press('ArrowRight', { isInField: true })).toBeNull();
    expect(press('ArrowRight', { altKey: true })).toBeNull();
    expect(press('+', { ctrlKey: true })).toBeNull();
  });
});

describe('pagesToPrint', () => {
  it('prints nothing for 0, every page for 1 and the current page for 2', () => {
    expect(pagesToPrint(0, 3, 5)).toEqual([]);
    expect(pagesToPrint(1, 3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesToPrint(2, 3, 5)).toEqual([3]);
  });

  it('under a print cap prints from the current page as many as are left', () => {
    expect(pagesToPrint(1, 3, 10, 4)).toEqual([3, 4, 5, 6]);
    expect(pagesToPrint(1, 9, 10, 4)).toEqual([9, 10]);
    expect(pagesToPrint(2, 3, 10, 4)).toEqual([3]);
    // Nothing left: one page is asked for, and the server says why it refuses.
    expect(pagesToPrint(1, 3, 10, 0)).toEqual([3]);
  });
});
