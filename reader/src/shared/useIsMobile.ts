import { useSyncExternalStore } from 'react';
import { useServerPaint } from './serverPaint';

/** Spec §9: under 768 px is mobile. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  const server = useServerPaint();
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Rendering on the server: only the phone layout is known, from the request.
    () => query === MOBILE_QUERY && Boolean(server?.isMobile),
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
