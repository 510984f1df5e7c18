import type { ViewerWatermark } from './types';
import { isWatermarkShown, watermarkLayout } from './layout';

const FONT_FAMILY = "system-ui, 'Noto Sans CJK JP', 'Hiragino Sans', sans-serif";

/**
 * Paints the reader's watermark into the page's own pixels (not a DOM overlay a reader could
 * delete). `scale` turns the configured CSS pixel size into canvas pixels.
 */
export function drawWatermark(
  canvas: HTMLCanvasElement,
  mark: ViewerWatermark | null,
  scale: number,
): void {
  if (!isWatermarkShown(mark)) return;
  const context = canvas.getContext('2d');
  if (!context) return;
  const fontSize = mark.fontSize * scale;
  context.save();
  context.font = `${fontSize}px ${FONT_FAMILY}`;
  const place = watermarkLayout({
    position: mark.position,
    width: canvas.width,
    height: canvas.height,
    fontSize,
    textWidth: context.measureText(mark.text).width,
  });
  context.font = `${place.fontSize}px ${FONT_FAMILY}`;
  context.globalAlpha = mark.opacity;
  context.fillStyle = mark.color;
  context.textAlign = place.align;
  context.textBaseline = place.baseline;
  context.translate(place.x, place.y);
  context.rotate(place.angle);
  context.fillText(mark.text, 0, 0);
  context.restore();
}
