import { Navigate, Outlet, useLocation } from 'react-router';
import { useSettings } from '../config/configContext';
import { layoutRedirect } from './routeRules';

/** Applies the layout type's redirects (spec §2) before any layout renders. */
export function LayoutGuard() {
  const { layout } = useSettings();
  const { pathname } = useLocation();
  const target = layoutRedirect(layout.layoutType, pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
