export type DomainType = 'FULL_DOMAIN' | 'PATH';

export interface Company {
  id: string;
  name: string;
  email: string | null;
  domainType: DomainType;
  domain: string | null;
  path: string | null;
  accountType: string;
  maxContent: number;
  maxUser: number;
  status: 'ACTIVE' | 'SUSPENDED';
  createdAt: string;
  updatedAt: string;
}

/** The part of a company the reader may see (ShellConfig.tenant). */
export interface PublicTenant {
  id: string;
  name: string;
  domainType: DomainType;
  domain: string | null;
  path: string | null;
  accountType: string;
}

export function toPublicTenant(company: Company): PublicTenant {
  const { id, name, domainType, domain, path, accountType } = company;
  return { id, name, domainType, domain, path, accountType };
}
