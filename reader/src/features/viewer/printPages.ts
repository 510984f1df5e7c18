import type { PDFDocumentProxy } from 'pdfjs-dist';
import { renderPage } from './renderPage';
import type { PrintRule, ViewerWatermark } from './types';

/** 150 dpi: sharp enough on paper, small enough to hold a book's pages as images. */
const PRINT_SCALE = 150 / 72;

/**
 * The pages a print covers under the content's rule (spec §6): none for 0, every page for 1,
 * the page being read for 2.
 */
export function pagesToPrint(
  rule: PrintRule,
  currentPage: number,
  pageCount: number,
  pagesLeft: number | null = null,
): number[] {
  // Under a print cap, "all pages" prints from the page being read, as many as are left.
  if (rule === 1 && pagesLeft !== null) {
    const count = Math.max(0, Math.min(pagesLeft, pageCount - currentPage + 1));
    return Array.from({ length: Math.max(1, count) }, (_, index) => currentPage + index);
  }
  if (rule === 1) return Array.from({ length: pageCount }, (_, index) => index + 1);
  if (rule === 2) return [currentPage];
  return [];
}

/**
 * Prints `pages` as watermarked images: the viewer's own pages never print (viewer.css hides
 * them for print), so the browser's print command gives a blank sheet unless this has filled
 * the print area. Images are data URLs: the CSP allows data: images and no blob: ones.
 */
export async function printPages({
  pdf,
  pages,
  watermark,
  onProgress,
  signal,
}: {
  pdf: PDFDocumentProxy;
  pages: number[];
  watermark: ViewerWatermark | null;
  /** Called after each page is prepared (a book's print takes seconds: the reader sees it). */
  onProgress?: (done: number, total: number) => void;
  /** Cancels the preparation: nothing is printed and the print area is removed. */
  signal?: AbortSignal;
}): Promise<'printed' | 'cancelled'> {
  // A print whose afterprint never came (some browsers) must not print twice.
  document.querySelectorAll('.hd-print').forEach((old) => old.remove());
  const area = document.createElement('div');
  area.className = 'hd-print';
  area.dataset.testid = 'print-area';
  const canvas = document.createElement('canvas');
  onProgress?.(0, pages.length);
  try {
    for (const pageNumber of pages) {
      if (signal?.aborted) return 'cancelled';
      const job = renderPage({
        pdf,
        pageNumber,
        canvas,
        scale: PRINT_SCALE,
        pixelRatio: 1,
        watermark,
      });
      const stop = () => job.cancel();
      signal?.addEventListener('abort', stop);
      try {
        await job.done;
      } catch (error) {
        if (signal?.aborted) return 'cancelled';
        throw error;
      } finally {
        signal?.removeEventListener('abort', stop);
      }
      if (signal?.aborted) return 'cancelled';
      const image = document.createElement('img');
      image.className = 'hd-print__page';
      image.src = canvas.toDataURL('image/jpeg', 0.92);
      image.alt = '';
      area.append(image);
      onProgress?.(area.childElementCount, pages.length);
    }
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
  document.body.append(area);
  await Promise.all(
    Array.from(area.querySelectorAll('img')).map((image) => image.decode().catch(() => undefined)),
  );
  if (signal?.aborted) {
    area.remove();
    return 'cancelled';
  }
  const cleanUp = () => {
    area.remove();
    window.removeEventListener('afterprint', cleanUp);
  };
  window.addEventListener('afterprint', cleanUp);
  window.print();
  return 'printed';
}
