/** Spec §9: scrollbars of the reader's scroll areas hide 2000 ms after the last scroll. */
export const SCROLLBAR_AUTO_HIDE_MS = 2000;

/** The class that shows scrollbars while the reader scrolls (base.css hides them otherwise). */
export const SCROLLING_CLASS = 'hd-scrolling';

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Marks the root element while any scroll happens (capture: scroll events do not bubble, and
 * the sidebar, shelves and dialogs scroll on their own) and unmarks it 2000 ms after the last
 * one. Returns the function that stops listening.
 */
export function startScrollbarAutoHide(
  doc: Pick<Document, 'documentElement' | 'addEventListener' | 'removeEventListener'>,
  timers: Timers = globalThis as unknown as Timers,
): () => void {
  let pending: unknown = null;
  const onScroll = () => {
    doc.documentElement.classList.add(SCROLLING_CLASS);
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = null;
      doc.documentElement.classList.remove(SCROLLING_CLASS);
    }, SCROLLBAR_AUTO_HIDE_MS);
  };
  doc.addEventListener('scroll', onScroll, { capture: true, passive: true });
  return () => doc.removeEventListener('scroll', onScroll, { capture: true });
}
