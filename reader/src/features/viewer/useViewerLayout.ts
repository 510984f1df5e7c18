import { useCallback, useState } from 'react';

export interface ViewerLayout {
  /** Two pages side by side. */
  isSpread: boolean;
  /** Right-to-left page order (Japanese vertical books): spreads and page-turn keys mirrored. */
  isRightToLeft: boolean;
}

const SPREAD_KEY = 'hondana.viewer.spread';
const rightToLeftKey = (contentId: string) => `hondana.viewer.rtl.${contentId}`;

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string, value: boolean) {
  try {
    if (value) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the choice lasts for this tab only.
  }
}

/**
 * The reader's layout choices, remembered in this browser: spread is a preference of the
 * screen (one for all books), right-to-left a property of the book (one per content). No
 * content or tenant setting carries a reading direction (decisions.md, "Viewer search, spreads
 * and token routes").
 */
export function useViewerLayout(contentId: string) {
  const [layout, setLayout] = useState<ViewerLayout>(() => ({
    isSpread: read(SPREAD_KEY),
    isRightToLeft: read(rightToLeftKey(contentId)),
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
  return { layout, toggleSpread, toggleRightToLeft };
}
