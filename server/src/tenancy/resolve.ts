import type { Request, RequestHandler } from 'express';
import type { Company } from '../companies/types';
import type { CompanyCache } from './companyCache';

/** First path segments that belong to the platform, never to a PATH tenant. */
export const reservedSegments = new Set([
  'admin',
  'api',
  'static',
  'demo-images',
  'files',
  'healthz',
  'readyz',
  'favicon.ico',
  'robots.txt',
]);

/**
 * Runs `handler` only for paths whose first segment is no platform segment, so the reader can
 * be answered ahead of the platform's middleware; platform paths go on to their routes. An
 * encoded segment also goes on: the normal order decides what it is.
 */
export function readerPathsOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const { path } = req;
    const end = path.indexOf('/', 1);
    const segment = (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase();
    if (reservedSegments.has(segment) || segment.includes('%')) {
      next();
      return;
    }
    return handler(req, res, next);
  };
}

export interface TenancyDeps {
  cache: CompanyCache;
  adminHosts: string[];
}

/**
 * Tenant resolution (ARCHITECTURE §3): the Host picks a FULL_DOMAIN company, otherwise the
 * first path segment picks a PATH company. Suspended companies resolve to nothing.
 */
export function createTenancy({ cache, adminHosts }: TenancyDeps) {
  const admins = new Set(adminHosts.map((host) => host.toLowerCase()));

  async function fromHost(req: Request): Promise<Company | null> {
    const host = hostOf(req);
    if (!host || admins.has(host)) return null;
    return active(await cache.byDomain(host));
  }

  return {
    hostOf,
    isAdminHost: (req: Request) => admins.has(hostOf(req)),
    fromHost,
    async fromPath(segment: string): Promise<Company | null> {
      if (!segment || reservedSegments.has(segment.toLowerCase())) return null;
      return active(await cache.byPath(segment));
    },
    /**
     * API calls: the Host wins; the spec's `domain` / `path` query parameters are only
     * consulted when the Host is not a tenant (path mode, or a shared API host).
     */
    async forApi(req: Request): Promise<Company | null> {
      const byHost = await fromHost(req);
      if (byHost) return byHost;
      const { path, domain } = req.query;
      if (typeof path === 'string' && path) return active(await cache.byPath(path));
      if (typeof domain === 'string' && domain) return active(await cache.byDomain(domain));
      return null;
    },
    async byId(id: string): Promise<Company | null> {
      return cache.byId(id);
    },
  };
}

export type Tenancy = ReturnType<typeof createTenancy>;

/** Lower-cased host name without port or trailing dot (respects `trust proxy`). */
export function hostOf(req: Request): string {
  const raw = req.hostname ?? '';
  return raw.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
}

function active(company: Company | null): Company | null {
  return company && company.status === 'ACTIVE' ? company : null;
}
