import type { Request } from 'express';
import type { Company } from '../companies/types';
import type { AppContext } from '../context';

export type TenantDeps = Pick<AppContext, 'tenancy' | 'companyCache'>;

/**
 * The tenant a reader call is for: the Host, then the spec's `path` / `domain` query, then
 * `servicePath` (`GET /auth/info`), then the sign-in bodies' `path` and `domain` /
 * `company_domain`. Never the session's company: a token is checked against the tenant.
 */
export async function readerTenantOf(
  { tenancy, companyCache }: TenantDeps,
  req: Request,
): Promise<Company | null> {
  const fromApi = await tenancy.forApi(req);
  if (fromApi) return fromApi;
  const servicePath = text(req.query.servicePath) ?? text(req.query.service_path);
  if (servicePath) return tenancy.fromPath(servicePath);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const path = text(body.path);
  if (path) return tenancy.fromPath(path);
  const domain = text(body.domain) ?? text(body.company_domain);
  if (!domain) return null;
  const company = await companyCache.byDomain(domain);
  return company?.status === 'ACTIVE' ? company : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
