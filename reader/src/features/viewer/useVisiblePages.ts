import { useCallback, useEffect, useRef, useState } from 'react';

/** Pages rendered beyond the screen on each side, so a page turn finds its page painted. */
const BUFFER = '50%';

/**
 * Which pages are on or near the screen (IntersectionObserver on the scroll box) and which
 * page is being read: the one under the upper third of the box.
 */
export function useVisiblePages(
  scroller: React.RefObject<HTMLDivElement | null>,
  pageCount: number,
) {
  const [visible, setVisible] = useState<ReadonlySet<number>>(new Set([1]));
  const [current, setCurrent] = useState(1);
  const frame = useRef(0);

  useEffect(() => {
    const root = scroller.current;
    if (!root || pageCount === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        setVisible((before) => {
          const next = new Set(before);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        });
      },
      { root, rootMargin: `${BUFFER} 0px` },
    );
    root.querySelectorAll('[data-page]').forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [scroller, pageCount]);

  const track = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const root = scroller.current;
      if (!root) return;
      setCurrent(pageAt(root, root.scrollTop + root.clientHeight / 3));
    });
  }, [scroller]);

  return { visible, current, track };
}

/** The page whose box holds `offset` (binary search: page boxes are in order). */
function pageAt(root: HTMLElement, offset: number): number {
  const pages = root.querySelectorAll<HTMLElement>('[data-page]');
  let low = 0;
  let high = pages.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (pages[middle].offsetTop <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}
