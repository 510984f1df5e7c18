import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pushPageView } from './tagManager';

/**
 * Client-side navigations are invisible to GTM's own page-view trigger, so each change of
 * location after the landing page is pushed as a virtual page view. Preview never reports.
 */
export function usePageViews(isEnabled: boolean): void {
  const { pathname, search } = useLocation();
  const reported = useRef(pathname + search);
  useEffect(() => {
    const path = pathname + search;
    if (path === reported.current) return;
    reported.current = path;
    if (isEnabled) pushPageView(path, document.title);
  }, [isEnabled, pathname, search]);
}
