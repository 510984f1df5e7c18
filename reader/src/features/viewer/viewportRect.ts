import type { PageViewport } from 'pdfjs-dist';

/**
 * A PDF rectangle `[x1, y1, x2, y2]` in the viewport's pixels, corner by corner (pdf.js 6 dropped
 * `convertToViewportRectangle`; its points keep the rotation and scale). Callers order the
 * corners themselves: a rotated page swaps them.
 */
export function toViewportRect(viewport: PageViewport, rect: number[]): number[] {
  const [x1, y1] = viewport.convertToViewportPoint(rect[0], rect[1]) as number[];
  const [x2, y2] = viewport.convertToViewportPoint(rect[2], rect[3]) as number[];
  return [x1, y1, x2, y2];
}
