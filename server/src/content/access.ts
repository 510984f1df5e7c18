import type { Actor } from '../access/roles';
import type { Company } from '../access/company';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/service';

/** Who is reading: a signed-in reader of the tenant, or an anonymous visitor (userId null). */
export interface Viewer {
  companyId: string;
  userId: string | null;
}

export function viewerOf(company: Company, actor: Actor | null): Viewer {
  return { companyId: company.id, userId: actor?.id ?? null };
}

/**
 * Anonymous visitors may browse public groups when the tenant needs no sign-in
 * (`company.loginRequire` 0, or an OPEN_TYPE account) or allows anonymous search; else 401.
 */
export async function assertMayBrowse(
  settings: Pick<SettingsService, 'resolvePublic'>,
  company: Company,
  viewer: Viewer,
): Promise<void> {
  if (viewer.userId || company.accountType === 'OPEN_TYPE') return;
  const { settings: resolved } = await settings.resolvePublic(company.id);
  if (resolved.company.loginRequire === 0 || resolved.search.allowAnonymousSearch) return;
  throw AppError.unauthorized();
}
