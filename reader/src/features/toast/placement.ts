import type { ToastLevel } from './toastContext';

export type ToastCorner = 'top' | 'bottomRight';

/** A failed call's own catalogue text: `api.error.{status}` (not the generic `unknown`). */
const FAILED_CALL = /^api\.error\.\d+$/;

/**
 * Spec 000 §8: a failed call's `api.error.{status}` toast and every notice last 3 s at the top
 * centre; only the generic handler's errors (`api.error.unknown`, and the reader's own
 * `toast.error.*` failures that no status names) stay 5 s at the bottom right, long enough to
 * read and away from the page's title.
 */
export function placementOf(
  level: ToastLevel,
  messageKey = '',
): { corner: ToastCorner; ms: number } {
  const isGeneric = level === 'error' && !FAILED_CALL.test(messageKey);
  return isGeneric ? { corner: 'bottomRight', ms: 5000 } : { corner: 'top', ms: 3000 };
}

/** A symbol per level, so the level does not rest on colour alone. */
export const levelIcons: Record<ToastLevel, string> = {
  success: '✓',
  info: 'i',
  warning: '!',
  error: '✕',
};
