import type { Knex } from 'knex';
import { resolveSettings } from '@hondana/schemas';
import type { CompanySettings } from '@hondana/schemas';
import { policy } from '../auth/policy';
import type { Actor } from '../auth/roles';
import { createCompanyRepository } from '../companies/repository';
import type { Company } from '../companies/types';
import { AppError } from '../errors';
import { createSettingsRepository } from '../settings/repository';

/**
 * The tenant an admin call works on: `?companyId=` for system admins, else the actor's own.
 * Company admins asking for another tenant and service admins get 403 (policy).
 */
export async function adminTenant(
  db: Knex,
  actor: Actor | null,
  companyId: string | null | undefined,
): Promise<Company> {
  if (!actor) throw AppError.unauthorized();
  const id = companyId || actor.companyId;
  if (!id) throw AppError.badRequest({ companyId: 'Choose a company.' });
  policy.assertCanManageUsers(actor, id);
  const company = await createCompanyRepository(db).findById(id);
  if (!company) throw AppError.notFound('Company not found.');
  return company;
}

/** The tenant's `company` settings with defaults (strictPassword, optionImportUser …). */
export async function companySettingsOf(db: Knex, companyId: string): Promise<CompanySettings> {
  const stored = await createSettingsRepository(db).find(companyId, 'company');
  return resolveSettings('company', stored?.data) as CompanySettings;
}
