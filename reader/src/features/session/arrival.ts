import type { PublicSettings } from '@hondana/schemas';
import type { PublicTenant } from '@hondana/schemas/contracts';
import { clearsAuthOnArrival, isLoginRoute } from '../../shared/session/guards';
import { localData } from '../../shared/session/localData';
import { isMobileAppArrival, mobileTokenOnArrival } from './mobileApp';

export interface Arrival {
  mobileToken: string | null;
  isMobileApp: boolean;
  /** Worth asking /auth/info: this browser signed in here before, or the app sent a token. */
  mayHaveSession: boolean;
}

/** What the first address of this page load says about the session (guards 4 and 8). */
export function readArrival(
  { pathname, search: query }: { pathname: string; search: string },
  tenant: PublicTenant | null,
  tenantKey: string,
  company: PublicSettings['company'],
): Arrival {
  const search = new URLSearchParams(query);
  const mobileToken = mobileTokenOnArrival({
    search,
    tenantKey,
    accountType: tenant?.accountType,
    company,
  });
  const isClearing = isLoginRoute(pathname) && clearsAuthOnArrival(search);
  const isMobileApp = isMobileAppArrival(search, mobileToken) || localData.isAppMode(tenantKey);
  if (isMobileApp) localData.markAppMode(tenantKey);
  return {
    mobileToken,
    isMobileApp,
    mayHaveSession: !isClearing && (localData.hasSession(tenantKey) || !!mobileToken),
  };
}
