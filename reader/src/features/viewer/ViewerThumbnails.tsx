import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { labelOf } from './pageLabels';
import { useNavigationText } from './navigationTexts';
import { ViewerSidePanel } from './ViewerSidePanel';
import { usePageCanvas } from './usePageCanvas';
import type { PageSize } from './renderPage';
import type { ViewerWatermark } from './types';

/** A thumbnail's width in CSS px: small enough that a screenful costs less than one page. */
const WIDTH = 112;

interface Props {
  id: string;
  pdf: PDFDocumentProxy;
  /** Page 1's size: every thumbnail's box is sized by it until drawn. */
  pageSize: PageSize;
  labels: string[] | null;
  page: number;
  watermark: ViewerWatermark | null;
  onJump(page: number): void;
  onClose(): void;
}

/**
 * The book's pages as a strip of small images, each drawn only while it is in or near the
 * panel's view and given back when it leaves (as the pages are), with the reader's watermark.
 */
export function ViewerThumbnails(props: Props) {
  const { id, pdf, pageSize, labels, page, watermark, onJump, onClose } = props;
  const text = useNavigationText();
  const list = useRef<HTMLOListElement>(null);
  const [visible, setVisible] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const root = list.current?.parentElement;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setVisible((before) => {
          const next = new Set(before);
          for (const entry of entries) {
            const number = Number((entry.target as HTMLElement).dataset.thumb);
            if (entry.isIntersecting) next.add(number);
            else next.delete(number);
          }
          return next;
        }),
      { root, rootMargin: '50% 0px' },
    );
    root.querySelectorAll('[data-thumb]').forEach((thumb) => observer.observe(thumb));
    // The page being read is the one shown when the strip opens.
    root.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
    return () => observer.disconnect();
    // Opened once per panel: later page changes do not pull the strip along.
  }, [pdf]);
  const scale = WIDTH / pageSize.width;
  return (
    <ViewerSidePanel
      id={id}
      title={text('thumbnails')}
      testId="viewer-thumbnails"
      onClose={onClose}
    >
      <ol className="hd-viewer__thumbs" ref={list}>
        {Array.from({ length: pdf.numPages }, (_, index) => {
          const number = index + 1;
          const label = labelOf(number, labels);
          return (
            <li key={number} data-thumb={number}>
              <button
                type="button"
                className="hd-viewer__thumb"
                data-testid="viewer-thumbnail"
                aria-label={text('goToPage', { page: label })}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onJump(number)}
              >
                <Thumbnail
                  pdf={pdf}
                  pageNumber={number}
                  scale={scale}
                  height={Math.floor(pageSize.height * scale)}
                  isVisible={visible.has(number)}
                  watermark={watermark}
                />
                <span aria-hidden="true">{label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </ViewerSidePanel>
  );
}

const Thumbnail = memo(function Thumbnail(props: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  height: number;
  isVisible: boolean;
  watermark: ViewerWatermark | null;
}) {
  const { pdf, pageNumber, scale, height, isVisible, watermark } = props;
  const [isDrawn, setIsDrawn] = useState(false);
  const onDrawn = useCallback((size: PageSize | null) => setIsDrawn(size !== null), []);
  const canvas = usePageCanvas({ pdf, pageNumber, scale, isVisible, watermark, onDrawn });
  return (
    <span className="hd-viewer__thumb-box" style={{ width: WIDTH, height }}>
      {isVisible && (
        <canvas
          ref={canvas}
          className="hd-viewer__canvas"
          style={{ width: WIDTH, height }}
          data-rendered={isDrawn ? 'true' : undefined}
        />
      )}
    </span>
  );
});
