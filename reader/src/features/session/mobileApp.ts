import type { PublicSettings } from '@hondana/schemas';
import { localData } from '../../shared/session/localData';
import type { LoginAnswer } from '../../shared/session/sessionUser';

interface Arrival {
  search: URLSearchParams;
  tenantKey: string;
  accountType: string | undefined;
  company: PublicSettings['company'];
}

/**
 * The two native bridges the app may inject into its web view (decisions.md): iOS
 * WKWebView's message handler `hondana` and an Android JavaScript interface `HondanaApp`.
 */
export interface NativeHost {
  webkit?: { messageHandlers?: { hondana?: { postMessage(message: unknown): void } } };
  HondanaApp?: { appStart(token: string, customName: string): void };
}

/**
 * Spec §4 mobile web: with the mobile feature on, a LEARNING_ID tenant and a UserID query,
 * the token is kept for a year and used for the session; with the feature off leftover
 * tokens are cleared. Returns the mobile token in force, if any.
 */
export function mobileTokenOnArrival({ search, tenantKey, accountType, company }: Arrival) {
  if (!company.isEnableWebMobile) {
    localData.clearMobileToken(tenantKey);
    localData.clearAppToken(tenantKey);
    return null;
  }
  const userId = search.get('UserID');
  if (userId && accountType === 'LEARNING_ID') localData.setMobileToken(tenantKey, userId);
  return localData.mobileToken(tenantKey);
}

/** The app marks itself with the mobile-app query, a UserID, or a stored app token. */
export function isMobileAppArrival(search: URLSearchParams, mobileToken: string | null): boolean {
  return search.get('is_login_mobile_app') === 'true' || search.has('UserID') || !!mobileToken;
}

/**
 * Spec §4: after a mobile-app sign-in the app's token waits for the app, and the search
 * layout opens with UserID set to the access token. Returns that address, or null when the
 * answer is not a mobile-app sign-in. It is loaded afresh so the arrival reads the UserID.
 */
export function searchAddressAfterAppLogin(
  answer: Pick<LoginAnswer, 'accessToken' | 'appMobileAuthToken'>,
  { tenantKey, basePath }: { tenantKey: string; basePath: string },
): string | null {
  if (!answer.appMobileAuthToken) return null;
  localData.setAppToken(tenantKey, answer.appMobileAuthToken);
  return `${basePath}search?${new URLSearchParams({ UserID: answer.accessToken }).toString()}`;
}

interface AppStart {
  search: URLSearchParams;
  tenantKey: string;
  accountType: string | undefined;
  customName: string;
  host: NativeHost;
}

/**
 * Spec §4: in the app, with a UserID, a LEARNING_ID tenant and a stored app token, the app
 * is told to start with that token and the company's customName; the token is then dropped
 * so the call happens once. Returns whether a bridge was called.
 */
export function startNativeApp({ search, tenantKey, accountType, customName, host }: AppStart) {
  const token = localData.appToken(tenantKey);
  if (!search.get('UserID') || accountType !== 'LEARNING_ID' || !token) return false;
  const isCalled = callBridge(host, token, customName);
  localData.clearAppToken(tenantKey);
  return isCalled;
}

function callBridge(host: NativeHost, token: string, customName: string): boolean {
  const ios = host.webkit?.messageHandlers?.hondana;
  if (ios) {
    ios.postMessage({ type: 'appStart', token, customName });
    return true;
  }
  if (host.HondanaApp) {
    host.HondanaApp.appStart(token, customName);
    return true;
  }
  return false;
}
