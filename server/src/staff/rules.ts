import type { Actor } from '../access/roles';
import { Role } from '../access/roles';
import { AppError } from '../errors';

/**
 * Which staff roles an actor may create, reset, block and delete: only roles below its own,
 * and (through the admin scope) only in a tenant it manages. A system admin manages company
 * and service admins of any tenant; a company admin the service admins of its own tenant; a
 * service admin no staff at all. Nobody manages system admins or their own rank here.
 */
export function manageableRoles(actor: Actor): readonly number[] {
  if (actor.roleLevel === Role.SYSTEM_ADMIN) return [Role.COMPANY_ADMIN, Role.SERVICE_ADMIN];
  if (actor.roleLevel === Role.COMPANY_ADMIN) return [Role.SERVICE_ADMIN];
  return [];
}

/** 403 for an actor that manages no staff at all (service admins, readers). */
export function assertManagesStaff(actor: Actor): readonly number[] {
  const roles = manageableRoles(actor);
  if (roles.length === 0) throw AppError.forbidden();
  return roles;
}

/**
 * The role a create asks for: 400 when it is no staff role at all (a reader is made in Users),
 * 403 when it is a staff role at or above the actor's rank.
 */
export function requestedRole(actor: Actor, value: unknown): number {
  const roles = assertManagesStaff(actor);
  const staff: readonly number[] = [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN, Role.SERVICE_ADMIN];
  if (typeof value !== 'number' || !staff.includes(value)) {
    throw AppError.badRequest({ roleLevel: `Use one of ${roles.join(', ')}.` });
  }
  if (!roles.includes(value)) throw AppError.forbidden();
  return value;
}
