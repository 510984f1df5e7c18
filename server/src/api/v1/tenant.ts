import type { Request } from 'express';
import { Role } from '../../auth/roles';
import type { Actor } from '../../auth/roles';
import type { Company } from '../../companies/types';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/** The tenant a v1 call is for (Host first, then the spec's `domain` / `path` query). */
export async function tenantOf(ctx: Pick<AppContext, 'tenancy'>, req: Request): Promise<Company> {
  const company = await ctx.tenancy.forApi(req);
  if (!company) throw AppError.notFound('Unknown tenant.');
  return company;
}

/** Roles that use the reader: USER and IP (spec 000 §6). */
const readerRoles: readonly number[] = [Role.USER, Role.IP];

/**
 * The reader signed in to `company`, or null for an anonymous visitor. A token that belongs to
 * another tenant, or to a staff role, is refused with 401 so the reader signs in again rather
 * than silently browsing as someone else (the session guard of spec 000 §2, rule 7).
 */
export function readerOf(req: Request, company: Company): Actor | null {
  if (!req.accessToken) return null;
  const actor = req.actor;
  if (!actor || actor.companyId !== company.id || !readerRoles.includes(actor.roleLevel)) {
    throw AppError.unauthorized();
  }
  return actor;
}

/** Like `readerOf`, for calls that need a signed-in reader. */
export function requireReader(req: Request, company: Company): Actor {
  const actor = readerOf(req, company);
  if (!actor) throw AppError.unauthorized();
  return actor;
}
