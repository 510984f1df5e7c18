import type { Knex } from 'knex';
import { resolveSettings } from '@hondana/schemas';
import type { CompanySettings } from '@hondana/schemas';
import { policy } from '../auth/policy';
import type { Actor } from '../auth/roles';
import type { Company } from '../companies/types';
import { createSettingsRepository } from '../settings/repository';
import { adminTenant as tenantOfAdmin } from '../tenancy/adminTenant';

/** The tenant a users, groups or imports call works on (service admins: 403). */
export function adminTenant(
  db: Knex,
  actor: Actor | null,
  companyId: string | null | undefined,
): Promise<Company> {
  return tenantOfAdmin(db, actor, companyId, policy.assertCanManageUsers);
}

/** The tenant's `company` settings with defaults (strictPassword, optionImportUser …). */
export async function companySettingsOf(db: Knex, companyId: string): Promise<CompanySettings> {
  const stored = await createSettingsRepository(db).find(companyId, 'company');
  return resolveSettings('company', stored?.data) as CompanySettings;
}
