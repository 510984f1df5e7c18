import { memo, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageSize } from './renderPage';
import type { HitRect } from './documentSearch';
import type { ViewerWatermark } from './types';
import { labelOf } from './pageLabels';
import { PageLinks } from './PageLinks';
import { usePageCanvas } from './usePageCanvas';

interface Props {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** The page box in CSS pixels at the current zoom. */
  width: number;
  height: number;
  scale: number;
  isVisible: boolean;
  watermark: ViewerWatermark | null;
  /** The page's own size at scale 1, once known (pages of one book may differ). */
  onMeasure(pageNumber: number, size: PageSize): void;
  /** Search hits on this page (scale 1 boxes); drawn over the canvas, not into it. */
  marks?: readonly PageMark[];
  /** Shown over the page until pdf.js has drawn it (page 1's image from the server). */
  cover?: ReactNode;
  /** The book's page labels (pageLabels.ts): the page is named by its label. */
  labels?: string[] | null;
  /** Where a link within the book goes. */
  onJump?(page: number): void;
}

export interface PageMark {
  rect: HitRect;
  isCurrent: boolean;
}

/**
 * One page's place in the scroll: always its size, a canvas only while it is on or near the
 * screen (an off-screen page gives its canvas memory back). Memoised: scrolling re-renders the
 * viewer for the current page number, and a 1,000-page book should not re-render every box.
 */
export const PageView = memo(function PageView(props: Props) {
  const { pdf, pageNumber, width, height, scale, isVisible, watermark, onMeasure, marks, cover } =
    props;
  const { labels = null, onJump } = props;
  const { t } = useTranslation();
  const [renderedAt, setRenderedAt] = useState<number | null>(null);
  const onDrawn = useCallback(
    (size: PageSize | null) => {
      if (size) onMeasure(pageNumber, size);
      setRenderedAt(size ? scale : null);
    },
    [onMeasure, pageNumber, scale],
  );
  const canvas = usePageCanvas({ pdf, pageNumber, scale, isVisible, watermark, onDrawn });

  return (
    <div className="hd-viewer__page" data-page={pageNumber} style={{ width, height }}>
      {/* The picture is one image; the page's links sit beside it, not inside (axe: an image's
          children are not reachable). */}
      <div role="img" aria-label={t('viewer.pageLabel', { page: labelOf(pageNumber, labels) })}>
        {isVisible && (
          <canvas
            ref={canvas}
            className="hd-viewer__canvas"
            style={{ width, height }}
            data-rendered={renderedAt === scale ? 'true' : undefined}
          />
        )}
        {renderedAt !== scale && cover}
        {marks?.map(({ rect, isCurrent }, index) => (
          <span
            key={index}
            className={`hd-viewer__hit${isCurrent ? ' hd-viewer__hit--current' : ''}`}
            data-testid={isCurrent ? 'viewer-hit-current' : 'viewer-hit'}
            style={{
              left: rect.left * scale,
              top: rect.top * scale,
              width: rect.width * scale,
              height: rect.height * scale,
            }}
          />
        ))}
      </div>
      {isVisible && onJump && (
        <PageLinks
          pdf={pdf}
          pageNumber={pageNumber}
          scale={scale}
          labels={labels}
          onJump={onJump}
        />
      )}
    </div>
  );
});
