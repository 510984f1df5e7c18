import type { PublicTenant } from './shellConfig';

/**
 * The signed-in staff member as the console's session reads it (contracts.md §5): `POST
 * /api/admin/auth/login` answers `{ user }`, `GET /api/admin/auth/me` the same with, for tenant
 * staff, their tenant's name and address (the dashboard's card).
 */
export interface StaffIdentity {
  id: string;
  fullName: string;
  email: string;
  /** Spec §6 role level (`Role`). */
  roleLevel: number;
  /** Null for system admins, who choose the working tenant. */
  companyId: string | null;
  company?: PublicTenant;
}
