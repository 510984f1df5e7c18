import type { Knex } from 'knex';
import { Role, staffRoles } from '../access/roles';
import type { Company } from '../access/company';
import { createCompanyRepository } from '../companies/repository';
import type { CompanyService } from '../companies/service';
import { AppError } from '../errors';
import type { Onboarding } from '../onboarding';
import type { StaffService } from '../staff/service';
import { normaliseEmail } from '../users/fields';
import { operator, operatorScope } from './operator';

export interface TenantOperationsDeps {
  db: Knex;
  companies: CompanyService;
  staff: StaffService;
  onboarding: Onboarding;
}

export interface NewTenant {
  name: string;
  path?: string;
  domain?: string;
  email?: string;
}

/**
 * Tenants and their admins from the command line, through the console's own services: the
 * same checks, the same invitation and reset mails, only the actor is the operator.
 */
export function createTenantOperations({ db, companies, staff, onboarding }: TenantOperationsDeps) {
  const repo = createCompanyRepository(db);

  /** A tenant by id, path or domain, as an operator would name it. */
  async function tenant(ref: string): Promise<Company> {
    const company =
      (await repo.findById(ref)) ??
      (await repo.findByPath(ref)) ??
      (await repo.findByDomain(ref.toLowerCase()));
    if (!company) throw AppError.notFound(`No tenant has the id, path or domain "${ref}".`);
    return company;
  }

  return {
    tenant,

    /** A new tenant and what its admins still have to set up (the onboarding checklist). */
    async createTenant({ name, path, domain, email }: NewTenant) {
      if (Boolean(path) === Boolean(domain)) {
        throw AppError.badRequest({ path: 'Give either a path or a domain.' });
      }
      const company = await companies.create({
        actor: operator,
        input: {
          name,
          domainType: domain ? 'FULL_DOMAIN' : 'PATH',
          ...(domain ? { domain } : { path }),
          ...(email && { email }),
        },
      });
      const checklist = await onboarding.checklist({ scope: operatorScope(company) });
      return { company, checklist };
    },

    /** A company admin of `tenantRef`, invited by mail to choose a password. */
    async inviteAdmin({
      tenantRef,
      email,
      fullName,
    }: {
      tenantRef: string;
      email: string;
      fullName?: string;
    }) {
      const company = await tenant(tenantRef);
      return staff.create({
        scope: operatorScope(company),
        input: { email, fullName: fullName || email, roleLevel: Role.COMPANY_ADMIN },
      });
    },

    /**
     * Mails a company or service admin a link to choose a new password. Staff e-mails are
     * unique across tenants, so the address alone names the account.
     */
    async resetAdmin({ email }: { email: string }) {
      const row = await db('users')
        .whereRaw('lower(email) = ?', [normaliseEmail(email)])
        .whereIn('role_level', staffRoles)
        .first('id', 'company_id', 'role_level');
      if (!row) throw AppError.notFound(`No admin has the e-mail "${email}".`);
      if (row.role_level === Role.SYSTEM_ADMIN || !row.company_id) {
        throw AppError.badRequest(
          { email: 'A system administrator is reset by another one, in the console.' },
          'System administrators are not reset from the command line.',
        );
      }
      const company = await tenant(String(row.company_id));
      return staff.sendReset({ scope: operatorScope(company), id: String(row.id) });
    },
  };
}

export type TenantOperations = ReturnType<typeof createTenantOperations>;
