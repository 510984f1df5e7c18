import type { PublicSettings } from '@hondana/schemas';
import { localData } from './localData';

interface Arrival {
  search: URLSearchParams;
  tenantKey: string;
  accountType: string | undefined;
  company: PublicSettings['company'];
}

/**
 * Spec §4 mobile web: with the mobile feature on, a LEARNING_ID tenant and a UserID query,
 * the token is kept for a year and used for the session; with the feature off a leftover
 * token is cleared. Returns the mobile token in force, if any.
 */
export function mobileTokenOnArrival({ search, tenantKey, accountType, company }: Arrival) {
  if (!company.isEnableWebMobile) {
    localData.clearMobileToken(tenantKey);
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
