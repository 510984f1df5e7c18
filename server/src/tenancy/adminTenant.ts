import type { Knex } from 'knex';
import { policy } from '../auth/policy';
import type { Actor } from '../auth/roles';
import { createCompanyRepository } from '../companies/repository';
import type { Company } from '../companies/types';
import { AppError } from '../errors';

/**
 * The tenant an admin call works on: `?companyId=` for system admins, else the actor's own.
 * `assertCanManage` is the domain's policy: a company admin asking for another tenant, or a
 * role the domain does not admit, gets 403 before anything is read.
 */
export async function adminTenant(
  db: Knex,
  actor: Actor | null,
  requested: unknown,
  assertCanManage: (actor: Actor, companyId: string) => void = policy.assertCanManageSettings,
): Promise<Company> {
  if (!actor) throw AppError.unauthorized();
  const id = (typeof requested === 'string' && requested) || actor.companyId;
  if (!id) throw AppError.badRequest({ companyId: 'Choose a company.' });
  assertCanManage(actor, id);
  // The repository answers null for ids no column can hold (NUL, overlong): an unknown company.
  const company = await createCompanyRepository(db).findById(id);
  if (!company) throw AppError.notFound('Company not found.');
  return company;
}
