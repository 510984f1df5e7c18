import type { LayoutSettings } from '@hondana/schemas';

/** Spec §2: first path segments that are never content groups. */
export const RESERVED_SEGMENTS = new Set([
  'home-search',
  'search',
  'user',
  'profile',
  'notifications',
  'subscription',
  'payment-history',
  'view-online',
  'content',
  'direct-view',
  'thank-you',
  'order-entry',
  'login',
  'forget-password',
  '404',
]);

/** Pages that exist in every layout, including the search-only one. */
const SEARCH_ONLY_ALLOWED = new Set(['search', 'profile', 'login', 'forget-password', '404']);

const ELEMENT_ID = /^[a-z0-9]{20,64}$/;

/** Spec §5: content and content-group ids are 20-64 lowercase letters or digits. */
export function isElementId(value: string | undefined): boolean {
  return ELEMENT_ID.test(value ?? '');
}

/**
 * Guard 11 for the catch-all /{contentGroupId}[/…]: null when the segment can be a group id;
 * a reserved word that reached the catch-all (a page this reader does not have) is /404; any
 * other segment with a lowercase letter (`/nowhere`, `/about`) goes home; the rest is /404.
 */
export function groupSegmentRedirect(segment: string): '/' | '/404' | null {
  if (isReservedSegment(segment)) return '/404';
  if (isElementId(segment)) return null;
  return /[a-z]/.test(segment) ? '/' : '/404';
}

export function isReservedSegment(segment: string): boolean {
  return RESERVED_SEGMENTS.has(segment) || isPaymentSegment(segment);
}

/**
 * Spec §2: the search-only layout sends every page but search and profile to /search;
 * the home-and-search layout has no /home-search page.
 */
export function layoutRedirect(
  layoutType: LayoutSettings['layoutType'],
  pathname: string,
): string | null {
  const first = firstSegment(pathname);
  if (layoutType === 'SEARCH' && !SEARCH_ONLY_ALLOWED.has(first)) return '/search';
  if (layoutType === 'HOME_AND_SEARCH' && first === 'home-search') return '/search';
  return null;
}

/**
 * Spec §2's no-layout route set: /404, /content/{token}, /search/{contentId},
 * /direct-view/{token}, /view-online/{id}[/{groupId}], /{groupId}/{contentId} and
 * /{contentId} (exact). Every other address goes to /404 in that mode.
 */
export function isNoLayoutRoute(pathname: string): boolean {
  const [first = '', ...rest] = splitPath(pathname);
  switch (first) {
    case '':
      return false;
    case '404':
      return rest.length === 0;
    case 'content':
    case 'search':
    case 'direct-view':
      return rest.length === 1;
    case 'view-online':
      return rest.length === 1 || rest.length === 2;
    default:
      return !isReservedSegment(first) && rest.length <= 1;
  }
}

const BANNERLESS = new Set([
  'profile',
  'notifications',
  'subscription',
  'payment-history',
  'search',
  'order-entry',
  'thank-you',
]);

/** Spec §2: no banner on account, search, order and payment pages or on content details. */
export function isBannerHidden(pathname: string): boolean {
  const segments = splitPath(pathname);
  const [first = ''] = segments;
  if (BANNERLESS.has(first) || isPaymentSegment(first)) return true;
  if (first === 'home-search') return segments.length >= 3;
  return !isReservedSegment(first) && segments.length >= 2;
}

/**
 * Guard 1's payment-error branch: the payment family's error page (`…/{product}-payment/error`),
 * wherever the path starts (the tenant part may be what failed to load).
 */
export function isPaymentErrorPath(pathname: string): boolean {
  const [last, product] = splitPath(pathname).reverse();
  return last === 'error' && product !== undefined && isPaymentSegment(product);
}

function isPaymentSegment(segment: string): boolean {
  return segment === 'payment' || segment.endsWith('-payment') || segment.startsWith('payment-');
}

function firstSegment(pathname: string): string {
  return splitPath(pathname)[0] ?? '';
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}
