import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `onVisible` when the end of the list comes near. `count` re-arms the
 * observer after each page, so a list that still fits the screen keeps loading.
 */
export function ScrollSentinel({ onVisible, count }: { onVisible: () => void; count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [count]);
  return <div ref={ref} className="hd-sentinel" aria-hidden="true" />;
}
