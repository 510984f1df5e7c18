import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useConfig } from '../config/configContext';
import { usePageViews } from '../analytics/usePageViews';
import { PreviewBadge } from '../preview/PreviewBadge';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { SessionProvider } from '../features/session/SessionProvider';
import { ToastProvider } from '../features/toast/ToastProvider';

/**
 * Wraps every route: toasts, the reader's session and API client, page views, scroll
 * position, crash fallback, the preview badge.
 */
export function RootRoute() {
  const { preview, settings } = useConfig();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  usePageViews(!preview && settings.company.gtmId !== '');
  useEffect(() => {
    // A new page starts at the top; back and forward keep the browser's own restoration.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <ToastProvider>
      <SessionProvider>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
        {preview && <PreviewBadge />}
      </SessionProvider>
    </ToastProvider>
  );
}
