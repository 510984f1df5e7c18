import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pageOfDestination } from './bookNavigation';
import { labelOf } from './pageLabels';
import { useNavigationText } from './navigationTexts';
import { toViewportRect } from './viewportRect';

/** A link of the page: a box at scale 1 (CSS px from the page's top left) and where it goes. */
interface PageLink {
  left: number;
  top: number;
  width: number;
  height: number;
  /** An address to open in a new tab, or a physical page of this book. */
  url?: string;
  page?: number;
}

/** Only these leave the book: no javascript:, file: or data: addresses from a PDF. */
const SAFE_URL = /^(https?:|mailto:)/i;

/** A page's link annotations (pdf.js getAnnotations), internal ones resolved to their page. */
async function readLinks(pdf: PDFDocumentProxy, pageNumber: number): Promise<PageLink[]> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const annotations = (await page.getAnnotations({ intent: 'display' })) as {
    subtype?: string;
    rect?: number[];
    url?: string;
    dest?: unknown;
  }[];
  const links: PageLink[] = [];
  for (const annotation of annotations) {
    if (annotation.subtype !== 'Link' || !annotation.rect) continue;
    const [x1, y1, x2, y2] = toViewportRect(viewport, annotation.rect);
    const box = {
      left: Math.min(x1, x2),
      top: Math.min(y1, y2),
      width: Math.abs(x2 - x1),
      height: Math.abs(y2 - y1),
    };
    if (annotation.url && SAFE_URL.test(annotation.url)) {
      links.push({ ...box, url: annotation.url });
    } else if (annotation.dest !== undefined && annotation.dest !== null) {
      const target = await pageOfDestination(pdf, annotation.dest);
      if (target !== null) links.push({ ...box, page: target });
    }
  }
  return links;
}

interface Props {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  labels: string[] | null;
  onJump(page: number): void;
}

/**
 * The page's links as real anchors over the canvas, read while the page is near the screen:
 * a link within the book jumps to its page, one out of it opens a new tab with no opener and
 * no referrer (the viewer's address carries the book's ids).
 */
export function PageLinks({ pdf, pageNumber, scale, labels, onJump }: Props) {
  const text = useNavigationText();
  const [links, setLinks] = useState<PageLink[]>([]);
  useEffect(() => {
    let isLive = true;
    readLinks(pdf, pageNumber).then(
      (found) => isLive && setLinks(found),
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [pdf, pageNumber]);
  return links.map((link, index) => {
    const style = {
      left: link.left * scale,
      top: link.top * scale,
      width: link.width * scale,
      height: link.height * scale,
    };
    if (link.url) {
      return (
        <a
          key={index}
          className="hd-viewer__link"
          style={style}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="viewer-link"
          data-kind="external"
          aria-label={text('openLink', { url: link.url })}
        />
      );
    }
    const label = labelOf(link.page!, labels);
    return (
      <a
        key={index}
        className="hd-viewer__link"
        style={style}
        href={`#page=${link.page}`}
        data-testid="viewer-link"
        data-kind="internal"
        aria-label={text('goToPage', { page: label })}
        onClick={(event) => {
          event.preventDefault();
          onJump(link.page!);
        }}
      />
    );
  });
}
