import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../../shared/session/guards';
import { localData } from '../../shared/session/localData';
import { useSession } from '../../shared/session/sessionContext';

/** Guard 4: remember where the reader was going (guard 9 returns there) and go to /login. */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const { isMobileApp } = useSession();
  const route = `${pathname}${search}`;
  useEffect(() => localData.cacheRoute(route), [route]);
  return <Navigate to={loginPath(isMobileApp)} replace />;
}
