// Role levels are a wire contract shared with the reader and the console.
export { Role, staffRoles, readerRoles } from '@hondana/schemas/contracts';
export type { RoleLevel } from '@hondana/schemas/contracts';

/** The signed-in person a service acts for. */
export interface Actor {
  id: string;
  email: string;
  fullName: string;
  roleLevel: number;
  companyId: string | null;
}
