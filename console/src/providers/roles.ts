import { Role } from '@hondana/schemas/contracts';

export interface AdminIdentity {
  id: string | number;
  fullName: string;
  email: string;
  roleLevel: number;
  companyId: string | number | null;
  /** A tenant admin's own tenant (name and address), for the dashboard's card. */
  company?: {
    id: string;
    name: string;
    domainType: 'FULL_DOMAIN' | 'PATH';
    domain: string | null;
    path: string | null;
  };
}

export const isSystemAdmin = (identity: Pick<AdminIdentity, 'roleLevel'> | null | undefined) =>
  identity?.roleLevel === Role.SYSTEM_ADMIN;
