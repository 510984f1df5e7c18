import type { Actor } from '../access/roles';
import type { Company } from '../access/company';
import { AppError } from '../errors';
import { isPersonalGroup } from './groupTypes';
import type { SettingsService } from '../settings/service';

/** Who is reading: a signed-in reader of the tenant, or an anonymous visitor (userId null). */
export interface Viewer {
  companyId: string;
  userId: string | null;
  /** Browsing in the console's preview (ReaderScope.isStaffPreview): anonymous, but let in. */
  isStaffPreview?: boolean;
  /** An OPEN_TYPE visitor's device reader: its own lists, but a visitor's catalogue. */
  isDevice?: boolean;
}

export function viewerOf(company: Company, actor: Actor | null, isStaffPreview = false): Viewer {
  return {
    companyId: company.id,
    userId: actor?.id ?? null,
    isStaffPreview,
    isDevice: actor?.isDevice === true,
  };
}

/** A signed-in person sees every published content and group (visibility.ts). */
export function seesEverything(viewer: Viewer): boolean {
  return viewer.userId !== null && viewer.isDevice !== true;
}

/**
 * The groups a viewer may list or open: all for a person; public ones for a visitor, and
 * the personal ones (favourites, recently read) too when a device reader keeps them.
 */
export function seesGroup(viewer: Viewer, group: { isPublic: boolean; type: number }): boolean {
  if (seesEverything(viewer)) return true;
  if (isPersonalGroup(group.type)) return viewer.userId !== null;
  return group.isPublic;
}

/**
 * Anonymous visitors may browse and search public groups when the reader lets them see the
 * pages at all (OPEN_TYPE; or loginRequire 0 or 2 outside LEARNING_ID, the reader's guard 4),
 * or when an admin opened anonymous search (`search.allowAnonymousSearch`, off by default),
 * or in the console's staff preview, which shows the visitor's pages of a sign-in-only tenant;
 * else 401. So the public API never answers anonymous callers of a sign-in-only tenant.
 */
export async function assertMayBrowse(
  settings: Pick<SettingsService, 'resolvePublic'>,
  company: Company,
  viewer: Viewer,
): Promise<void> {
  if (viewer.userId || viewer.isStaffPreview || company.accountType === 'OPEN_TYPE') return;
  const { settings: resolved } = await settings.resolvePublic(company.id);
  if (resolved.search.allowAnonymousSearch) return;
  if (company.accountType !== 'LEARNING_ID' && resolved.company.loginRequire !== 1) return;
  throw AppError.unauthorized();
}
