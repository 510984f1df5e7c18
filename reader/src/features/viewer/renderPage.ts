import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { drawWatermark } from '@hondana/schemas/watermark';
import type { ViewerWatermark } from './types';

/** Canvases above this many pixels cost more memory than a phone gives a tab. */
const MAX_CANVAS_PIXELS = 16_000_000;

export interface PageSize {
  width: number;
  height: number;
}

export interface RenderedPage {
  /** Resolves, with the page's size at scale 1, when the page and its watermark are painted. */
  done: Promise<PageSize | null>;
  cancel(): void;
}

/**
 * Paints page `pageNumber` into `canvas` at `scale` (CSS px per PDF point) × `pixelRatio`,
 * then the reader's watermark over it, into the same pixels.
 */
export function renderPage({
  pdf,
  pageNumber,
  canvas,
  scale,
  pixelRatio,
  watermark,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  canvas: HTMLCanvasElement;
  scale: number;
  pixelRatio: number;
  watermark: ViewerWatermark | null;
}): RenderedPage {
  let task: RenderTask | null = null;
  let isCancelled = false;
  const done = (async () => {
    const page = await pdf.getPage(pageNumber);
    if (isCancelled) return null;
    const base = page.getViewport({ scale: 1 });
    const wanted = scale * pixelRatio;
    const limit = Math.sqrt(MAX_CANVAS_PIXELS / (base.width * base.height));
    const viewport = page.getViewport({ scale: Math.min(wanted, limit) });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    task = page.render({ canvas, viewport });
    await task.promise;
    if (isCancelled) return null;
    // The watermark's size follows the page: configured CSS px at 100 % zoom.
    drawWatermark(canvas, watermark, viewport.scale);
    return { width: base.width, height: base.height };
  })();
  return {
    done,
    cancel() {
      isCancelled = true;
      task?.cancel();
    },
  };
}
