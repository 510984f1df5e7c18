import type { ViewerWatermark, WatermarkPosition } from './types';

export interface WatermarkPlacement {
  x: number;
  y: number;
  /** Radians, counter-clockwise turns are negative (canvas rotation). */
  angle: number;
  fontSize: number;
  align: CanvasTextAlign;
  baseline: CanvasTextBaseline;
}

interface LayoutInput {
  position: WatermarkPosition;
  /** The canvas's size in its own pixels. */
  width: number;
  height: number;
  /** The configured size scaled to this canvas (CSS px × render scale). */
  fontSize: number;
  /** The text's width at `fontSize` (measureText). */
  textWidth: number;
}

/**
 * Where the watermark goes on one page canvas (spec 001 §3 positions). Corners and edges keep
 * a margin of half a line; the text shrinks to fit the page's width (its diagonal for
 * DIAGONAL), so a long e-mail address is never cut off on a narrow phone page.
 */
export function watermarkLayout({
  position,
  width,
  height,
  fontSize,
  textWidth,
}: LayoutInput): WatermarkPlacement {
  const margin = Math.max(4, fontSize / 2);
  if (position === 'DIAGONAL') {
    const diagonal = Math.hypot(width, height);
    const size = shrink(fontSize, textWidth, diagonal * 0.8);
    return {
      x: width / 2,
      y: height / 2,
      angle: -Math.atan2(height, width),
      fontSize: size,
      align: 'center',
      baseline: 'middle',
    };
  }
  const size = shrink(fontSize, textWidth, width - 2 * margin);
  if (position === 'CENTER') {
    return {
      x: width / 2,
      y: height / 2,
      angle: 0,
      fontSize: size,
      align: 'center',
      baseline: 'middle',
    };
  }
  const [edge, side] = position.split('_') as ['TOP' | 'BOTTOM', 'LEFT' | 'CENTER' | 'RIGHT'];
  const edgeMargin = Math.max(4, size / 2);
  const x = side === 'LEFT' ? edgeMargin : side === 'RIGHT' ? width - edgeMargin : width / 2;
  return {
    x,
    y: edge === 'TOP' ? edgeMargin : height - edgeMargin,
    angle: 0,
    fontSize: size,
    align: side === 'LEFT' ? 'left' : side === 'RIGHT' ? 'right' : 'center',
    baseline: edge === 'TOP' ? 'top' : 'bottom',
  };
}

/** Whether the online viewer draws this watermark at all (both flags, and some text). */
export function isWatermarkShown(
  mark: ViewerWatermark | null | undefined,
): mark is ViewerWatermark {
  return Boolean(mark && mark.isShow && mark.isOnlineViewer && mark.text.trim() !== '');
}

function shrink(fontSize: number, textWidth: number, room: number): number {
  if (textWidth <= room || textWidth === 0) return fontSize;
  return Math.max(1, fontSize * (room / textWidth));
}
