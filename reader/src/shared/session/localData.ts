/**
 * What the reader keeps in the browser about sign-in (spec §3 session-stored items). The
 * session token itself is an HttpOnly cookie the page cannot read, so a marker says whether
 * restoring the session via /auth/info is worth a request.
 */
const SESSION_MARKER = 'hd.session';
const MOBILE_TOKEN = 'hd.mobileToken';
const APP_TOKEN = 'hd.appToken';
const CACHE_ROUTE = 'hd.cacheRoute';
const LOGIN_TYPE = 'hd.loginType';
const IP_AUTO_LOGIN_OFF = 'hd.ipAutoLoginOff';
const APP_MODE = 'hd.appMode';
export const PROVIDER_FLOW = 'hd.providerFlow';

/**
 * Spec §9 "mobile-login cache cookie 60 s": the app's token from a mobile-app sign-in waits
 * at most 60 s for the search page that hands it to the app; an older one is not used.
 */
export const APP_TOKEN_TTL_MS = 60_000;

export const localData = {
  hasSession: (tenantKey: string) => read(localStorage, `${SESSION_MARKER}.${tenantKey}`) === '1',
  markSession: (tenantKey: string) => write(localStorage, `${SESSION_MARKER}.${tenantKey}`, '1'),
  forgetSession: (tenantKey: string) => remove(localStorage, `${SESSION_MARKER}.${tenantKey}`),

  /** The mobile app's access token (UserID query), kept a year like the spec's cookie. */
  mobileToken: (tenantKey: string) => read(localStorage, `${MOBILE_TOKEN}.${tenantKey}`),
  setMobileToken: (tenantKey: string, token: string) =>
    write(localStorage, `${MOBILE_TOKEN}.${tenantKey}`, token),
  clearMobileToken: (tenantKey: string) => remove(localStorage, `${MOBILE_TOKEN}.${tenantKey}`),

  /** The app's own token from a mobile-app sign-in, until the app is told of it (≤ 60 s). */
  appToken(tenantKey: string): string | null {
    const stored = read(localStorage, `${APP_TOKEN}.${tenantKey}`);
    const [expiresAt, token] = splitOnce(stored ?? '', ':');
    if (!token || !(Date.now() < Number(expiresAt))) return null;
    return token;
  },
  setAppToken: (tenantKey: string, token: string) =>
    write(localStorage, `${APP_TOKEN}.${tenantKey}`, `${Date.now() + APP_TOKEN_TTL_MS}:${token}`),
  clearAppToken: (tenantKey: string) => remove(localStorage, `${APP_TOKEN}.${tenantKey}`),

  cachedRoute: () => read(sessionStorage, CACHE_ROUTE),
  cacheRoute: (route: string) => write(sessionStorage, CACHE_ROUTE, route),
  clearCachedRoute: () => remove(sessionStorage, CACHE_ROUTE),

  loginType: () => read(sessionStorage, LOGIN_TYPE),
  setLoginType: (type: string) => write(sessionStorage, LOGIN_TYPE, type),
  clearLoginType: () => remove(sessionStorage, LOGIN_TYPE),

  /**
   * The app's web view said once that it is the app (issue 32): the tab stays in app mode
   * across its reloads, whose addresses no longer carry the app's query.
   */
  isAppMode: (tenantKey: string) => read(sessionStorage, `${APP_MODE}.${tenantKey}`) === '1',
  markAppMode: (tenantKey: string) => write(sessionStorage, `${APP_MODE}.${tenantKey}`, '1'),

  /** After a logout the tab does not sign straight back in by IP address. */
  isIpAutoLoginOff: () => read(sessionStorage, IP_AUTO_LOGIN_OFF) === '1',
  turnIpAutoLoginOff: () => write(sessionStorage, IP_AUTO_LOGIN_OFF, '1'),
  turnIpAutoLoginOn: () => remove(sessionStorage, IP_AUTO_LOGIN_OFF),

  /** Spec §4 logout: session marker, mobile token, login type, provider state, cached route. */
  clearAuth(tenantKey: string) {
    remove(localStorage, `${SESSION_MARKER}.${tenantKey}`);
    remove(localStorage, `${MOBILE_TOKEN}.${tenantKey}`);
    remove(localStorage, `${APP_TOKEN}.${tenantKey}`);
    for (const key of [CACHE_ROUTE, LOGIN_TYPE, PROVIDER_FLOW]) remove(sessionStorage, key);
  },
};

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

// Storage throws in some private modes and sandboxed frames; sign-in still works without it.
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // See read().
  }
}

function remove(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // See read().
  }
}
