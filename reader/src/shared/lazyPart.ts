import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a part the first load does not need. On the server, which renders the
 * first paint synchronously (firstPaint/renderFirstPaint.tsx), the part never loads: it stays
 * in its Suspense fallback, as in the browser until its chunk arrives, and every render of
 * an address gives the same markup.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(typeof window === 'undefined' ? () => new Promise<never>(() => {}) : load);
}
