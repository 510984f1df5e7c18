import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyPart } from '../../shared/lazyPart';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { ApiContext } from '../../api/apiContext';
import { createApiClient } from '../../api/client';
import { useConfig } from '../../config/configContext';
import { chooseLanguage, isLanguage } from '../../i18n/language';
import { readArrival } from './arrival';
import { afterLoginPath, checkSession, isLoginRoute, loginPath } from '../../shared/session/guards';
import { localData } from '../../shared/session/localData';
import { searchAddressAfterAppLogin, startNativeApp, type NativeHost } from './mobileApp';
import { SessionContext, type Session } from '../../shared/session/sessionContext';
import type { LoginAnswer, SessionStatus, SessionUser } from '../../shared/session/sessionUser';
import { tenantKeyOf, tenantQueryOf } from '../../shared/session/tenantKey';
import { useToast } from '../toast/toastContext';
import { useIpAutoLogin } from './useIpAutoLogin';
import { useServerPaint } from '../../shared/serverPaint';
import { useLoginDialog } from './useLoginDialog';
import { useSessionRestore } from './useSessionRestore';

const LoginDialog = lazyPart(() => import('../login/LoginDialog'));

interface State {
  status: SessionStatus;
  user: SessionUser | null;
}

/** Spec §4 session: restore, sign-in, logout, the login dialog and the 401 replay. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { tenant, apiBase, basePath, settings } = useConfig();
  const { i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location);
  where.current = location;
  const tenantKey = tenantKeyOf(tenant);

  const server = useServerPaint();
  const [arrival] = useState(() =>
    server
      ? { mobileToken: null, isMobileApp: false, mayHaveSession: server.mayHaveSession }
      : readArrival(location, tenant, tenantKey, settings.company),
  );
  useEffect(() => {
    startNativeApp({
      search: new URLSearchParams(where.current.search),
      tenantKey,
      accountType: tenant?.accountType,
      customName: settings.company.customName,
      host: window as NativeHost,
    });
  }, [tenantKey, tenant, settings.company.customName]);
  const [state, setSessionState] = useState<State>({
    status: arrival.mayHaveSession ? 'restoring' : 'anonymous',
    user: null,
  });
  // Replayed actions run before React re-renders, so they read the status from here.
  const statusRef = useRef(state.status);
  const setState = useCallback((next: State) => {
    statusRef.current = next.status;
    setSessionState(next);
  }, []);
  const {
    isOpen: isDialogOpen,
    requireLogin,
    runSignedIn,
    close: closeLoginDialog,
    takePendingAction,
  } = useLoginDialog(where, statusRef);

  const tenantQuery = useMemo(() => tenantQueryOf(tenant), [tenant]);
  const tenantParams = useMemo(
    () => ({ domain: tenant?.domain ?? null, path: tenant?.path ?? null }),
    [tenant],
  );
  const getAccessToken = useCallback(() => arrival.mobileToken, [arrival]);
  const sessionApi = useMemo(
    () => createApiClient({ apiBase, tenantQuery, getAccessToken }),
    [apiBase, tenantQuery, getAccessToken],
  );

  /** Spec §4: the user's language on sign-in, the browser's again on logout. */
  const applyUserLanguage = useCallback(
    (lang: string | null) => {
      if (lang && isLanguage(lang)) i18n.changeLanguage(lang);
    },
    [i18n],
  );

  const resetLocally = useCallback(() => {
    localData.clearAuth(tenantKey);
    closeLoginDialog();
    setState({ status: 'anonymous', user: null });
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    i18n.changeLanguage(chooseLanguage(browser, settings.company.defaultLanguage));
  }, [tenantKey, i18n, settings.company.defaultLanguage, setState, closeLoginDialog]);

  const clearSession = useCallback(async () => {
    // POST: every browser sends Origin with it, so the server can tell our own page's logout
    // from another site's (a GET must carry Sec-Fetch-Site, which older browsers lack).
    await sessionApi('POST', '/auth/logout', { body: {} }).catch(() => undefined);
    resetLocally();
  }, [sessionApi, resetLocally]);

  /** Guards 6 and 7: false when the user may not stay signed in here. */
  const admit = useCallback(
    (user: SessionUser): boolean => {
      const verdict = checkSession(user, tenant);
      if (verdict === 'keep') return true;
      void clearSession().then(() => {
        if (verdict === 'staff') window.location.assign('/admin/login');
      });
      return false;
    },
    [tenant, clearSession],
  );

  const completeLogin = useCallback(
    (answer: LoginAnswer) => {
      const { user } = answer;
      if (!admit(user)) return;
      localData.markSession(tenantKey);
      localData.clearLoginType();
      localData.turnIpAutoLoginOn();
      const appAddress = searchAddressAfterAppLogin(answer, { tenantKey, basePath });
      if (appAddress) {
        window.location.assign(appAddress);
        return;
      }
      setState({ status: 'authenticated', user });
      applyUserLanguage(user.lang);
      const action = takePendingAction();
      if (action) {
        // After React has applied the session, so the replayed action sees it.
        setTimeout(action, 0);
      } else if (isLoginRoute(where.current.pathname)) {
        navigate(afterLoginPath(localData.cachedRoute()), { replace: true });
      }
      localData.clearCachedRoute();
    },
    [admit, tenantKey, basePath, applyUserLanguage, navigate, setState, takePendingAction],
  );

  const updateUser = useCallback<Session['updateUser']>(
    (id, changes) =>
      setSessionState((current) =>
        current.user?.id === id ? { ...current, user: { ...current.user, ...changes } } : current,
      ),
    [],
  );

  const onUnauthorized = useCallback(() => {
    localData.forgetSession(tenantKey);
    setState({ status: 'anonymous', user: null });
    if (!isLoginRoute(where.current.pathname)) requireLogin();
  }, [tenantKey, requireLogin, setState]);
  const api = useMemo(
    () => createApiClient({ apiBase, tenantQuery, getAccessToken, onUnauthorized }),
    [apiBase, tenantQuery, getAccessToken, onUnauthorized],
  );

  const logout = useCallback(async () => {
    if (arrival.isMobileApp) return;
    localData.turnIpAutoLoginOff();
    await clearSession();
    // A toast of the signed-in page would follow onto the login page, in the other language.
    toast.clear();
    navigate(loginPath(false), { replace: true });
  }, [arrival.isMobileApp, clearSession, navigate, toast]);

  const onRestored = useCallback(
    (user: SessionUser) => {
      if (!admit(user)) return;
      setState({ status: 'authenticated', user });
      applyUserLanguage(user.lang);
      if (isLoginRoute(where.current.pathname)) {
        navigate(afterLoginPath(localData.cachedRoute()), { replace: true });
      }
    },
    [admit, setState, applyUserLanguage, navigate],
  );
  const onRestoreFailed = useCallback(() => {
    localData.forgetSession(tenantKey);
    setState({ status: 'anonymous', user: null });
  }, [tenantKey, setState]);
  useSessionRestore({
    status: state.status,
    api: sessionApi,
    servicePath: tenant?.path ?? null,
    onRestored,
    onFailed: onRestoreFailed,
  });

  const ipLoginBody = useMemo(
    () => ({ companyDomain: tenantParams.domain, path: tenantParams.path }),
    [tenantParams],
  );
  useIpAutoLogin({ status: state.status, api: sessionApi, body: ipLoginBody, completeLogin });

  const session = useMemo<Session>(
    () => ({
      ...state,
      isMobileApp: arrival.isMobileApp,
      accessToken: arrival.mobileToken,
      tenantParams,
      completeLogin,
      updateUser,
      logout,
      clearSession,
      requireLogin,
      runSignedIn,
      isLoginDialogOpen: isDialogOpen,
      closeLoginDialog,
    }),
    [
      state,
      arrival,
      tenantParams,
      completeLogin,
      updateUser,
      logout,
      clearSession,
      requireLogin,
      runSignedIn,
      isDialogOpen,
      closeLoginDialog,
    ],
  );

  return (
    <ApiContext.Provider value={api}>
      <SessionContext.Provider value={session}>
        {children}
        {isDialogOpen && (
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        )}
      </SessionContext.Provider>
    </ApiContext.Provider>
  );
}
