import type { SettingsService } from '../settings/service';

/** The tenant's `company` settings (switches and password policy), resolved and cached. */
export async function companySettings(settings: SettingsService, companyId: string) {
  return (await settings.resolvePublic(companyId)).settings.company;
}
