import { Role } from '@hondana/schemas/contracts';
import type { StaffIdentity } from '@hondana/schemas/contracts';

/** The signed-in staff member (`/api/admin/auth/me`), declared once in the contracts. */
export type AdminIdentity = StaffIdentity;

export const isSystemAdmin = (identity: Pick<AdminIdentity, 'roleLevel'> | null | undefined) =>
  identity?.roleLevel === Role.SYSTEM_ADMIN;
