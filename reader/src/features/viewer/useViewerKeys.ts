import { useEffect, useRef } from 'react';
import type { ViewerCommand } from './viewerKeys';
import { commandForKey } from './viewerKeys';

/** Binds the viewer's keys on the window; the latest handlers run (no re-binding per page). */
export function useViewerKeys(handlers: Record<ViewerCommand, () => void>, isRightToLeft = false) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const direction = useRef(isRightToLeft);
  direction.current = isRightToLeft;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const command = commandForKey({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        // Keys in a panel, the phone menu or a dialog are theirs (Space presses an entry).
        isInField:
          target?.closest(
            'input, textarea, select, [contenteditable], .hd-viewer__panel, .hd-viewer__menu, [role="dialog"]',
          ) != null,
        isRightToLeft: direction.current,
      });
      if (!command) return;
      // Ctrl / Cmd + P never prints the screen: the viewer prints, or nothing does (print 0).
      event.preventDefault();
      latest.current[command]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
