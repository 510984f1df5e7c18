import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { renderPage } from './renderPage';
import type { PageSize } from './renderPage';
import type { ViewerWatermark } from './types';

interface PageCanvas {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  /** Drawn only while near the screen: a page out of view gives its canvas memory back. */
  isVisible: boolean;
  watermark: ViewerWatermark | null;
  /** The page drawn at this size; `null` once the drawing is dropped (scrolled away). */
  onDrawn(size: PageSize | null): void;
}

/**
 * Draws a PDF page with its watermark into the returned canvas ref while it is visible (the
 * reading pane's pages and the thumbnail strip alike), cancels a drawing left unfinished and
 * frees the bitmap when the page leaves the screen.
 */
export function usePageCanvas({
  pdf,
  pageNumber,
  scale,
  isVisible,
  watermark,
  onDrawn,
}: PageCanvas) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!isVisible || !element) return;
    const job = renderPage({
      pdf,
      pageNumber,
      canvas: element,
      scale,
      pixelRatio: window.devicePixelRatio || 1,
      watermark,
    });
    job.done.then(
      (size) => size && onDrawn(size),
      () => undefined,
    );
    return () => {
      job.cancel();
      onDrawn(null);
      // Zero-size frees the bitmap now rather than at garbage collection.
      element.width = 0;
      element.height = 0;
    };
  }, [pdf, pageNumber, scale, isVisible, watermark, onDrawn]);
  return canvas;
}
