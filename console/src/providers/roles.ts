/** Role levels as the spec numbers them (SYSTEM_ADMIN 1, COMPANY_ADMIN 2, SERVICE_ADMIN 5). */
export const RoleLevel = {
  systemAdmin: 1,
  companyAdmin: 2,
  serviceAdmin: 5,
} as const;

export interface AdminIdentity {
  id: string | number;
  fullName: string;
  email: string;
  roleLevel: number;
  companyId: string | number | null;
}

export const isSystemAdmin = (identity: Pick<AdminIdentity, 'roleLevel'> | null | undefined) =>
  identity?.roleLevel === RoleLevel.systemAdmin;

/**
 * The console's access matrix. The server enforces the same rules; this only keeps the UI
 * from offering what would be refused. Service admins have no screens in this release.
 */
export function canRoleAccess(roleLevel: number | undefined, resource: string): boolean {
  if (roleLevel === RoleLevel.systemAdmin) return true;
  if (roleLevel === RoleLevel.companyAdmin) {
    return resource === 'settings' || resource.startsWith('settings.');
  }
  return false;
}
