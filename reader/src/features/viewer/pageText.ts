import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { Measure, TextRun } from './documentSearch';
import { toViewportRect } from './viewportRect';

/** One page's text as the search keeps it: its runs and the page's scale-1 viewport. */
export interface PageText {
  runs: Array<TextRun & { fontFamily?: string }>;
  toViewport: (rect: number[]) => number[];
}

/**
 * Page `page`'s text runs (pdf.js text content), keeping only what the search uses: a page
 * of a book printed by a browser has a run per glyph, and the cache holds many pages.
 */
export async function readPageText(pdf: PDFDocumentProxy, page: number): Promise<PageText> {
  const proxy = await pdf.getPage(page);
  const content = await proxy.getTextContent();
  const viewport = proxy.getViewport({ scale: 1 });
  const runs = content.items
    .filter((item): item is TextItem => 'str' in item)
    .map(({ str, transform, width, height, hasEOL, fontName }) => ({
      str,
      transform,
      width,
      height,
      hasEOL,
      fontFamily: content.styles[fontName]?.fontFamily,
    }));
  return { runs, toViewport: (rect) => toViewportRect(viewport, rect) };
}

/**
 * A measure of text in the generic family pdf.js names for a run (sans-serif, serif,
 * monospace): near enough to the book's font to share a run's width among its characters.
 */
export function measurer(): (family: string | undefined) => Measure | undefined {
  const context = document.createElement('canvas').getContext('2d');
  return (family) => {
    if (!context) return undefined;
    return (text) => {
      context.font = `100px ${family || 'sans-serif'}`;
      return context.measureText(text).width;
    };
  };
}

/** Resolves in the browser's next task: input and painting come first (no 4 ms timer clamp). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
