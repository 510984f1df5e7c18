import { useEffect, useRef, useState } from 'react';
import type { Zoom } from './types';
import type { ViewerCalls } from './viewerApi';
import { formatZoom, parseZoom } from './zoom';

/** Saving waits for the reader to settle on a page: one PUT per pause, not per scroll. */
const SAVE_DELAY_MS = 1_500;

export interface StartPosition {
  page: number;
  zoom: Zoom;
}

/**
 * Where this reader left the book (contracts.md §9, any device) — `null` until known — and a
 * saver that stores the page and zoom after each pause, and once more when the tab closes.
 */
export function useReadingPosition(calls: ViewerCalls, contentId: string) {
  const [start, setStart] = useState<StartPosition | null>(null);
  useEffect(() => {
    let isLive = true;
    calls
      .position(contentId)
      .catch(() => null)
      .then((saved) => {
        if (!isLive) return;
        setStart({ page: saved?.page ?? 1, zoom: parseZoom(saved?.zoom) });
      });
    return () => {
      isLive = false;
    };
  }, [calls, contentId]);
  return start;
}

/** Saves `page` and `zoom` after a pause; nothing before the start position was applied. */
export function useSavePosition(
  calls: ViewerCalls,
  contentId: string,
  position: { page: number; zoom: Zoom } | null,
) {
  const last = useRef<string | null>(null);
  const page = position?.page ?? null;
  const zoom = position ? formatZoom(position.zoom) : null;
  useEffect(() => {
    if (page === null || zoom === null) return;
    const body = { page, zoom };
    const key = JSON.stringify(body);
    if (last.current === null) {
      // The restored position itself needs no saving.
      last.current = key;
      return;
    }
    if (key === last.current) return;
    const timer = setTimeout(() => {
      last.current = key;
      void calls.savePosition(contentId, body).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [calls, contentId, page, zoom]);
}
