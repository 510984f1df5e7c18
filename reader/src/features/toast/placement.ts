import type { ToastLevel } from './toastContext';

export type ToastCorner = 'top' | 'bottomRight';

/**
 * Spec §8/§9: notices last 3 s at the top centre; errors (the generic handler's level) 5 s at
 * the bottom right, so a failure stays long enough to read and away from the page's title.
 */
export function placementOf(level: ToastLevel): { corner: ToastCorner; ms: number } {
  return level === 'error' ? { corner: 'bottomRight', ms: 5000 } : { corner: 'top', ms: 3000 };
}

/** A symbol per level, so the level does not rest on colour alone. */
export const levelIcons: Record<ToastLevel, string> = {
  success: '✓',
  info: 'i',
  warning: '!',
  error: '✕',
};
