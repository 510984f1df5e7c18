import { AppError } from '../errors';
import type { Actor } from './roles';
import { Role } from './roles';
import type { Company } from './company';
import type { AdminScope, ReaderScope } from './scope';

/**
 * Who may do what. Services call these before touching data, so a route that forgets a
 * check still cannot leak another tenant's settings.
 */
export const policy = {
  /** System admins manage every tenant; company admins only their own; others nothing. */
  assertCanManageSettings(actor: Actor | null, companyId: string): void {
    const who = requireActor(actor);
    if (who.roleLevel === Role.SYSTEM_ADMIN) return;
    if (who.roleLevel === Role.COMPANY_ADMIN && who.companyId === companyId) return;
    throw AppError.forbidden();
  },

  /** Reader accounts, user groups, IP groups and imports: as settings; service admins never. */
  assertCanManageUsers(actor: Actor | null, companyId: string): void {
    policy.assertCanManageSettings(actor, companyId);
  },

  /** Contents, content groups and their imports: as settings; service admins never. */
  assertCanManageContent(actor: Actor | null, companyId: string): void {
    policy.assertCanManageSettings(actor, companyId);
  },

  /**
   * Plans, coupons, discount ordinals and their figures: as settings, and also the tenant's
   * service admins (roleLevel 5), who see this and nothing else (issue 11).
   */
  assertCanManageCommerce(actor: Actor | null, companyId: string): void {
    const who = requireActor(actor);
    if (who.roleLevel === Role.SERVICE_ADMIN && who.companyId === companyId) return;
    policy.assertCanManageSettings(actor, companyId);
  },

  assertCanManageCompanies(actor: Actor | null): void {
    if (requireActor(actor).roleLevel !== Role.SYSTEM_ADMIN) throw AppError.forbidden();
  },

  /** The scope's tenant, once its actor may manage settings there (403 otherwise). */
  managedSettings(scope: AdminScope): Company {
    policy.assertCanManageSettings(scope.actor, scope.company.id);
    return scope.company;
  },

  /** The scope's tenant, once its actor may manage reader accounts and groups there. */
  managedUsers(scope: AdminScope): Company {
    policy.assertCanManageUsers(scope.actor, scope.company.id);
    return scope.company;
  },

  /** The scope's tenant, once its actor may manage contents and content groups there. */
  managedContent(scope: AdminScope): Company {
    policy.assertCanManageContent(scope.actor, scope.company.id);
    return scope.company;
  },

  /** The scope's tenant, once its actor may manage plans, coupons and ordinals there. */
  managedCommerce(scope: AdminScope): Company {
    policy.assertCanManageCommerce(scope.actor, scope.company.id);
    return scope.company;
  },

  canPreview(actor: Actor | null, companyId: string): boolean {
    if (!actor) return false;
    if (actor.roleLevel === Role.SYSTEM_ADMIN) return true;
    return actor.roleLevel === Role.COMPANY_ADMIN && actor.companyId === companyId;
  },
};

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  return actor;
}

/** The signed-in reader of a reader call; anonymous callers get 401 (they sign in first). */
export function requireReader(scope: ReaderScope): Actor {
  if (!scope.reader) throw AppError.unauthorized();
  return scope.reader;
}
