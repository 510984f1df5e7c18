import type { Request } from 'express';
import { readerRoles } from '../../auth/roles';
import type { Actor } from '../../auth/roles';
import type { Company } from '../../companies/types';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/**
 * The tenant a v1 call is for: the Host first, then the spec's `domain` / `path` query, then
 * `servicePath` / `service_path` (the viewer and `/auth/info` name it so).
 */
export async function tenantOf(ctx: Pick<AppContext, 'tenancy'>, req: Request): Promise<Company> {
  const company =
    (await ctx.tenancy.forApi(req)) ?? (await ctx.tenancy.fromPath(servicePathOf(req)));
  if (!company) throw AppError.notFound('Unknown tenant.');
  return company;
}

/**
 * The reader signed in to `company`, or null for an anonymous visitor. A token that belongs to
 * another tenant, or to a staff role, is refused with 401 so the reader signs in again rather
 * than silently browsing as someone else (the session guard of spec 000 §2, rule 7). The
 * console's own cookie is no reader session: a signed-in admin browses the reader anonymously.
 */
export function readerOf(req: Request, company: Company): Actor | null {
  if (!req.accessToken || req.tokenSource === 'admin') return null;
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

function servicePathOf(req: Request): string {
  const value = req.query.servicePath ?? req.query.service_path;
  return typeof value === 'string' ? value.trim() : '';
}
