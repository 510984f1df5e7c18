import { useMemo } from 'react';
import { FirstPageCanvas } from './FirstPageCanvas';
import type { ViewerToken, Zoom } from './types';
import type { FirstPageImage } from './useFirstPage';
import type { ViewerLayout } from './useViewerLayout';
import { scaleFor } from './zoom';

/** Space around and between pages (CSS px), kept in step with viewer.css. */
export const GAP = 8;

/**
 * Page 1's server-drawn image sized as pdf.js will size the page, until pdf.js has drawn one
 * (its own page 1, or the page a saved position opens at).
 */
export function useFirstPageCover(
  firstPage: FirstPageImage | null,
  zoom: Zoom,
  room: { width: number; height: number },
  layout: ViewerLayout,
  hasDrawn: boolean,
  watermark: ViewerToken['watermark'],
) {
  return useMemo(() => {
    if (!firstPage || hasDrawn || room.width <= 0) return null;
    const scale = scaleFor(zoom, {
      pageWidth: firstPage.width,
      pageHeight: firstPage.height,
      roomWidth: layout.isSpread ? (room.width - GAP) / 2 : room.width,
      roomHeight: room.height,
    });
    const width = Math.floor(firstPage.width * scale);
    const height = Math.floor(firstPage.height * scale);
    const canvas = (
      <FirstPageCanvas page={firstPage} width={width} height={height} watermark={watermark} />
    );
    return { width, height, canvas };
  }, [firstPage, zoom, room, layout.isSpread, hasDrawn, watermark]);
}
