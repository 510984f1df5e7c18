import type { CompanyRecord } from '@hondana/schemas';
import type { Company, PublicTenant } from '@hondana/schemas/contracts';

export type DomainType = CompanyRecord['domainType'];

/** A tenant as the server keeps it: the generated record plus what the database adds. */
export type { Company, PublicTenant };

export function toPublicTenant(company: Company): PublicTenant {
  const { id, name, domainType, domain, path, accountType } = company;
  return { id, name, domainType, domain, path, accountType };
}
