import { Role } from '@hondana/schemas/contracts';

export interface AdminIdentity {
  id: string | number;
  fullName: string;
  email: string;
  roleLevel: number;
  companyId: string | number | null;
}

export const isSystemAdmin = (identity: Pick<AdminIdentity, 'roleLevel'> | null | undefined) =>
  identity?.roleLevel === Role.SYSTEM_ADMIN;
