import type { Zoom } from './types';

export const MIN_PERCENT = 25;
export const MAX_PERCENT = 400;
const STEPS = [25, 50, 75, 100, 125, 150, 200, 300, 400];

interface Fit {
  /** The page's size at scale 1 (PDF points as CSS pixels). */
  pageWidth: number;
  pageHeight: number;
  /** Room for the page inside the viewer (CSS pixels, padding taken off). */
  roomWidth: number;
  roomHeight: number;
}

/** The pdf.js viewport scale for a zoom choice. */
export function scaleFor(zoom: Zoom, fit: Fit): number {
  if (typeof zoom === 'number') return zoom / 100;
  if (zoom === 'page-actual') return 1;
  const width = fit.roomWidth / fit.pageWidth;
  if (zoom === 'page-width') return clampScale(width);
  return clampScale(Math.min(width, fit.roomHeight / fit.pageHeight));
}

/** The next zoom step in or out from the current scale (fit modes become a percentage). */
export function stepZoom(currentScale: number, direction: 1 | -1): number {
  const percent = Math.round(currentScale * 100);
  const next =
    direction > 0
      ? STEPS.find((step) => step > percent)
      : [...STEPS].reverse().find((step) => step < percent);
  return next ?? (direction > 0 ? MAX_PERCENT : MIN_PERCENT);
}

/** The zoom a pinch leaves: the scale times how far the fingers moved apart, within the bounds. */
export function pinchZoom(currentScale: number, ratio: number): number {
  const percent = Math.round(currentScale * ratio * 100);
  return Math.min(MAX_PERCENT, Math.max(MIN_PERCENT, percent));
}

/** A stored reading position's zoom (contracts.md §9) as the viewer's zoom. */
export function parseZoom(stored: string | null | undefined): Zoom {
  if (stored === 'page-fit' || stored === 'page-actual' || stored === 'page-width') return stored;
  const percent = Number(stored);
  if (Number.isFinite(percent) && percent >= MIN_PERCENT && percent <= MAX_PERCENT) return percent;
  // 'auto' and anything unknown: fit the width, which reads well on phones and desktops.
  return 'page-width';
}

/** The zoom as the reading position stores it. */
export function formatZoom(zoom: Zoom): string {
  return typeof zoom === 'number' ? String(Math.round(zoom)) : zoom;
}

function clampScale(scale: number): number {
  return Math.min(MAX_PERCENT / 100, Math.max(0.1, scale));
}
