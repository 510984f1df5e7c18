export const Role = {
  SYSTEM_ADMIN: 1,
  COMPANY_ADMIN: 2,
  USER: 3,
  IP: 4,
  SERVICE_ADMIN: 5,
} as const;

export type RoleLevel = (typeof Role)[keyof typeof Role];

/** Roles that may sign in to the admin console. */
export const staffRoles: readonly number[] = [
  Role.SYSTEM_ADMIN,
  Role.COMPANY_ADMIN,
  Role.SERVICE_ADMIN,
];

/** The signed-in person a service acts for. */
export interface Actor {
  id: string;
  email: string;
  fullName: string;
  roleLevel: number;
  companyId: string | null;
}

/** Roles that use the reader (spec 000 §6): others are sent to /admin/login. */
export const readerRoles: readonly number[] = [Role.USER, Role.IP];
