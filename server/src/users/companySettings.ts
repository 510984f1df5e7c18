import type { Knex } from 'knex';
import { resolveSettings } from '@hondana/schemas';
import type { CompanySettings } from '@hondana/schemas';
import { createSettingsRepository } from '../settings/repository';

/** The tenant's `company` settings with defaults (strictPassword, optionImportUser …). */
export async function companySettingsOf(db: Knex, companyId: string): Promise<CompanySettings> {
  const stored = await createSettingsRepository(db).find(companyId, 'company');
  return resolveSettings('company', stored?.data) as CompanySettings;
}
