import type { Actor } from '../access/roles';
import type { Company } from '../access/company';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/service';

/** Who is reading: a signed-in reader of the tenant, or an anonymous visitor (userId null). */
export interface Viewer {
  companyId: string;
  userId: string | null;
  /** Browsing in the console's preview (ReaderScope.isStaffPreview): anonymous, but let in. */
  isStaffPreview?: boolean;
}

export function viewerOf(company: Company, actor: Actor | null, isStaffPreview = false): Viewer {
  return { companyId: company.id, userId: actor?.id ?? null, isStaffPreview };
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
