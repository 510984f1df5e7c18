import { useEffect, useRef, useState } from 'react';
import { drawWatermark } from '@hondana/schemas/watermark';
import type { ViewerWatermark } from './types';
import type { FirstPageImage } from './useFirstPage';

interface Props {
  page: FirstPageImage;
  /** The page box in CSS pixels at the current zoom. */
  width: number;
  height: number;
  watermark: ViewerWatermark | null;
}

/**
 * Page 1 as the server drew it, painted with the reader's watermark into the same pixels (as
 * renderPage.ts paints pdf.js's pages), until pdf.js has drawn a page of its own.
 */
export function FirstPageCanvas({ page, width, height, watermark }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.floor(width * ratio);
    element.height = Math.floor(height * ratio);
    context.drawImage(page.image, 0, 0, element.width, element.height);
    // The watermark's size follows the page, as on pdf.js's canvases (pixels per PDF point).
    drawWatermark(element, watermark, element.width / page.width);
    setIsPainted(true);
    return () => {
      setIsPainted(false);
      element.width = 0;
      element.height = 0;
    };
  }, [page, width, height, watermark]);
  return (
    <canvas
      ref={canvas}
      className="hd-viewer__canvas hd-viewer__cover"
      style={{ width, height }}
      data-first-page={isPainted ? 'painted' : 'drawing'}
    />
  );
}
