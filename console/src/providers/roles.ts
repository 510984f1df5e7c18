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

/** What a company admin manages in their own tenant (the server binds them to it). */
const companyAdminResources = new Set([
  'settings',
  'users',
  'user-groups',
  'ip-groups',
  'imports',
  'contents',
  'content-groups',
  'content-files',
]);

/** Plans and coupons of their own tenant; those screens arrive with the subscriptions issue. */
const serviceAdminResources = new Set(['plans', 'coupons']);

/**
 * The console's access matrix. The server enforces the same rules; this only keeps the UI
 * from offering what would be refused. `settings.{kind}` follows `settings`.
 */
export function canRoleAccess(roleLevel: number | undefined, resource: string): boolean {
  if (roleLevel === RoleLevel.systemAdmin) return true;
  const [base] = resource.split('.');
  if (roleLevel === RoleLevel.companyAdmin) return companyAdminResources.has(base);
  if (roleLevel === RoleLevel.serviceAdmin) return serviceAdminResources.has(base);
  return false;
}
