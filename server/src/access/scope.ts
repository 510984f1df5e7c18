import type { Language } from '@hondana/schemas/contracts';
import type { Company } from './company';
import type { Actor } from './roles';

/**
 * Who an admin call acts as and the tenant it works on, resolved once per request (by
 * `api/scope.ts` through `tenancy/resolve.ts`). Services check their own policy against it.
 */
export interface AdminScope {
  actor: Actor;
  company: Company;
  /** The console's language (Accept-Language), for field errors; English when not given. */
  language?: Language;
}

/** The tenant a reader call is for and its signed-in reader (null for an anonymous visitor). */
export interface ReaderScope {
  company: Company;
  reader: Actor | null;
  /**
   * A staff member who may preview this tenant, browsing with the console's session: they
   * see what a visitor of a tenant without the sign-in rule sees (issue 31, the preview).
   */
  isStaffPreview?: boolean;
  /**
   * An OPEN_TYPE tenant's visitor's own reader, from its device cookie (auth/deviceReaders.ts): its
   * favourites, history and viewer tokens. Never a person: it browses as a visitor does.
   */
  device?: Actor | null;
}

/**
 * An admin call whose figures may span every tenant (the dashboard): as `AdminScope`, but a
 * system admin who names no tenant works on all of them (`company` null).
 */
export interface OverviewScope {
  actor: Actor;
  company: Company | null;
  language?: Language;
}
