import { isElementId } from '../../shared/routing/routeRules';

export interface Redirect {
  to: string;
  /** Spec §2 guard 11: the no-layout mode waits before leaving. */
  delayMs: number;
}

const NO_LAYOUT_DELAY_MS = 200;

/**
 * Guard 11: a content id that fails the element-id pattern leaves the detail page — for /
 * normally, for /404 after 200 ms in no-layout mode. Null when the id is fine.
 */
export function contentIdRedirect(
  contentId: string | undefined,
  isNoLayout: boolean,
): Redirect | null {
  if (isElementId(contentId)) return null;
  return isNoLayout ? { to: '/404', delayMs: NO_LAYOUT_DELAY_MS } : { to: '/', delayMs: 0 };
}
