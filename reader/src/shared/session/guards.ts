import { readerRoles, Role, type PublicTenant } from '@hondana/schemas/contracts';
import type { SessionUser } from './sessionUser';

const LOGIN_SEGMENTS = new Set(['login', 'forget-password']);

/** Pages that need a signed-in reader whatever the tenant's login setting (spec §2 routes). */
const ACCOUNT_SEGMENTS = new Set([
  'profile',
  'notifications',
  'subscription',
  'payment-history',
  'order-entry',
  'thank-you',
]);

/** The login-type pages (guards 3 and 9). */
export function isLoginRoute(pathname: string): boolean {
  return LOGIN_SEGMENTS.has(firstSegment(pathname));
}

/** Guard 9: after sign-in go back to the cached route unless it is a login route. */
export function afterLoginPath(cachedRoute: string | null): string {
  if (!cachedRoute || !cachedRoute.startsWith('/')) return '/';
  return isLoginRoute(cachedRoute.split(/[?#]/)[0]) ? '/' : cachedRoute;
}

interface SignInRule {
  accountType: string | undefined;
  /** Company setting loginRequire (guard 10): 0 none, 1 login required, 2 view book. */
  loginRequire: number;
  pathname: string;
  /**
   * The console's staff preview: it shows the pages a sign-in-only tenant keeps for its
   * readers, so the admin sees the header, banner, footer and body being edited (issue 31).
   */
  isPreview?: boolean;
}

/**
 * Guards 3, 4, 5 and 10: whether this page needs a signed-in reader. OPEN_TYPE never does;
 * LEARNING_ID and loginRequire 1 protect every page (not in the staff preview); account pages
 * always need a session.
 */
export function needsSignIn({
  accountType,
  loginRequire,
  pathname,
  isPreview = false,
}: SignInRule): boolean {
  if (accountType === 'OPEN_TYPE') return false;
  if (!isPreview && (accountType === 'LEARNING_ID' || loginRequire === 1)) return true;
  const first = firstSegment(pathname);
  if (first === 'subscription') return pathname.split('/').filter(Boolean).length === 1;
  return ACCOUNT_SEGMENTS.has(first) || first.endsWith('-payment');
}

/**
 * Account pages (profile, notifications, subscriptions, payments, orders): an OPEN_TYPE tenant has no
 * sign-in, so an anonymous visitor there goes home instead of waiting for a user (guard 3).
 */
export function isAccountPage(pathname: string): boolean {
  const first = firstSegment(pathname);
  return ACCOUNT_SEGMENTS.has(first) || first.endsWith('-payment');
}

/**
 * A reader signed in by IP address is a shared group session with no account record: the
 * menu offers no Profile, and `/user/detail` refuses it (400). A typed /profile goes home
 * instead of waiting for a record that never comes (issue 32).
 */
export function isProfileless(pathname: string, roleLevel: number | undefined): boolean {
  return roleLevel === Role.IP && firstSegment(pathname) === 'profile';
}

/** Guard 4: the login route, telling the page when the visitor came from the mobile app. */
export function loginPath(isMobileApp: boolean): string {
  return isMobileApp ? '/login?is_login_mobile_app=true' : '/login';
}

export type SessionVerdict = 'keep' | 'otherTenant' | 'staff';

/**
 * Guards 6 and 7: a session of another tenant is logged out; staff roles are logged out and
 * sent to the admin sign-in, since the admin area is the console.
 */
export function checkSession(user: SessionUser, tenant: PublicTenant | null): SessionVerdict {
  if (!readerRoles.includes(user.roleLevel)) return 'staff';
  if (!tenant) return 'otherTenant';
  const isSameTenant =
    tenant.domainType === 'PATH' ? user.path === tenant.path : user.domain === tenant.domain;
  return isSameTenant ? 'keep' : 'otherTenant';
}

/** Guard 8: these login queries start from a clean slate. */
export function clearsAuthOnArrival(search: URLSearchParams): boolean {
  return ['google', 'microsoft', 'is_login_mobile_app'].some((key) => search.get(key) === 'true');
}

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}
