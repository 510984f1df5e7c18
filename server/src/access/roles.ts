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
  /** An OPEN_TYPE tenant's browser, not a person (auth/deviceReaders.ts): a visitor's view of it. */
  isDevice?: boolean;
}
