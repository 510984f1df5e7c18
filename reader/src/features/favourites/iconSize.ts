/** Spec §9: the favourite icon is 8% of the smaller image side, clamped to 15-45 px. */
const RATIO = 0.08;
const MIN_PX = 15;
const MAX_PX = 45;

export function favouriteIconSize(width: number, height: number): number {
  const side = Math.min(width, height);
  if (!Number.isFinite(side) || side <= 0) return MIN_PX;
  return Math.round(Math.min(MAX_PX, Math.max(MIN_PX, side * RATIO)));
}
