import { Navigate, Outlet, useLocation } from 'react-router';
import { useConfig } from '../config/configContext';
import { RedirectToLogin } from '../features/session/RedirectToLogin';
import { isAccountPage, isProfileless, needsSignIn } from '../shared/session/guards';
import { useSession } from '../shared/session/sessionContext';
import { PageSpinner } from '../shared/ui/PageSpinner';
import { PageFrame } from './PageFrame';
import { isNoLayoutRoute, layoutRedirect } from '../shared/routing/routeRules';

/**
 * Applies the no-layout route set, the layout type's redirects and the sign-in guards (spec §2 guards 3-5, 10)
 * before any layout renders.
 */
export function LayoutGuard() {
  const { settings, tenant, preview } = useConfig();
  const { pathname } = useLocation();
  const { status, user, isLoginDialogOpen } = useSession();
  if (settings.layout.noLayout && !isNoLayoutRoute(pathname)) return <Navigate to="/404" replace />;
  const target = layoutRedirect(settings.layout.layoutType, pathname);
  if (target) return <Navigate to={target} replace />;
  const isProtected = needsSignIn({
    accountType: tenant?.accountType,
    loginRequire: settings.company.loginRequire,
    pathname,
    isPreview: preview,
  });
  // OPEN_TYPE needs no sign-in and has none to offer: its account pages have no user to show.
  const isAccountless =
    tenant?.accountType === 'OPEN_TYPE' && isAccountPage(pathname) && status !== 'authenticated';
  if (isAccountless && status === 'anonymous') return <Navigate to="/" replace />;
  if ((isProtected || isAccountless) && status === 'restoring') {
    // The tenant's header and footer paint at once; only the page waits for the session.
    return (
      <PageFrame>
        <PageSpinner />
      </PageFrame>
    );
  }
  if (status === 'authenticated' && isProfileless(pathname, user?.roleLevel)) {
    return <Navigate to="/" replace />;
  }
  // A session that expired on this page re-authorises in the dialog, keeping the page.
  if (isProtected && status === 'anonymous' && !isLoginDialogOpen) return <RedirectToLogin />;
  return <Outlet />;
}
