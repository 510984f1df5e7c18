import { useEffect, useState, type RefObject } from 'react';
import { favouriteIconSize } from '../favourites/iconSize';

/** The favourite icon size for the cover in `ref`, following its rendered size. */
export function useIconSize(ref: RefObject<HTMLElement | null>): number {
  const [size, setSize] = useState(() => favouriteIconSize(0, 0));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setSize(favouriteIconSize(width, height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
