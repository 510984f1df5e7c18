import type { Actor } from '../access/roles';
import { Role } from '../access/roles';
import type { Company } from '../access/company';
import type { AdminScope } from '../access/scope';

/**
 * Who the CLI acts as: whoever runs it on the server's machine already holds its database and
 * secrets, so it acts with a system administrator's rights. No account row stands behind it.
 */
export const operator: Actor = {
  id: 'operator',
  email: 'operator@localhost',
  fullName: 'Operator (hondana CLI)',
  roleLevel: Role.SYSTEM_ADMIN,
  companyId: null,
};

export function operatorScope(company: Company): AdminScope {
  return { actor: operator, company };
}
