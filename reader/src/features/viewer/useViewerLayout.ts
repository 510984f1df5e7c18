import { useCallback, useState } from 'react';

export interface ViewerLayout {
  /** Two pages side by side. */
  isSpread: boolean;
  /** Right-to-left page order (Japanese vertical books): spreads and page-turn keys mirrored. */
  isRightToLeft: boolean;
  /** In a spread, page 1 alone and then 2-3, 4-5 … (spreads.ts); otherwise 1-2, 3-4 …. */
  isCoverAlone: boolean;
}

const SPREAD_KEY = 'hondana.viewer.spread';
const rightToLeftKey = (contentId: string) => `hondana.viewer.rtl.${contentId}`;
const coverKey = (contentId: string) => `hondana.viewer.cover.${contentId}`;

/** A stored choice, or `fallback` when none is stored (or storage is refused). */
function read(key: string, fallback = false): boolean {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback : stored === '1';
  } catch {
    return fallback;
  }
}

/** Stores `value`; the fallback's value is stored as no entry at all. */
function write(key: string, value: boolean, fallback = false) {
  try {
    if (value === fallback) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value ? '1' : '0');
  } catch {
    // Storage refused (private mode): the choice lasts for this tab only.
  }
}

/**
 * The reader's layout choices, remembered in this browser: spread is a preference of the
 * screen (one for all books); right-to-left and the lone cover are properties of the book (one
 * per content; the cover is alone unless the reader paired 1-2 for this book). No
 * content or tenant setting carries a reading direction (decisions.md, "Viewer search, spreads
 * and token routes").
 */
export function useViewerLayout(contentId: string) {
  const [layout, setLayout] = useState<ViewerLayout>(() => ({
    isSpread: read(SPREAD_KEY),
    isRightToLeft: read(rightToLeftKey(contentId)),
    isCoverAlone: read(coverKey(contentId), true),
  }));
  const toggleSpread = useCallback(() => {
    setLayout((old) => {
      write(SPREAD_KEY, !old.isSpread);
      return { ...old, isSpread: !old.isSpread };
    });
  }, []);
  const toggleRightToLeft = useCallback(() => {
    setLayout((old) => {
      write(rightToLeftKey(contentId), !old.isRightToLeft);
      return { ...old, isRightToLeft: !old.isRightToLeft };
    });
  }, [contentId]);
  const toggleCoverAlone = useCallback(() => {
    setLayout((old) => {
      write(coverKey(contentId), !old.isCoverAlone, true);
      return { ...old, isCoverAlone: !old.isCoverAlone };
    });
  }, [contentId]);
  return { layout, toggleSpread, toggleRightToLeft, toggleCoverAlone };
}
