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
  /**
   * A machine calling the admin API with an integration token (integrations/adminCalls.ts), not a
   * person: `id` is then the token's, so columns that name a user take `userIdOf` instead.
   */
  integrationTokenId?: string;
}

/** The user a row may name as who did something: null for an integration token, which is no user. */
export function userIdOf(actor: Actor): string | null {
  return actor.integrationTokenId === undefined ? actor.id : null;
}
