import { Status } from '@hondana/schemas/contracts';
import { Role } from '../access/roles';
import type { Actor } from '../access/roles';
import { AppError } from '../errors';

/**
 * Readers act only on their own account (611 otherwise). IP accounts (roleLevel 4) are shared
 * by everyone behind an address range and have no profile (spec 000 §6), so they get 611 too.
 */
export function assertOwnAccount(actor: Actor, id: unknown): string {
  if (actor.roleLevel !== Role.USER || typeof id !== 'string' || id !== actor.id) {
    throw new AppError(Status.noPermission);
  }
  return id;
}
