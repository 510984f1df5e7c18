import type { Request, RequestHandler } from 'express';
import type { Company } from '../access/company';
import { Role } from '../access/roles';
import type { Actor } from '../access/roles';
import type { CompanyRepository } from '../companies/repository';
import { AppError } from '../errors';
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
  'metrics',
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
  /** Admin calls read the company uncached: a suspended or renamed tenant is managed as it is. */
  companies: CompanyRepository;
  adminHosts: string[];
}

export interface AdminCallOptions {
  /** The spec's v1 admin aliases name the tenant by Host / `path` / `domain` as readers do. */
  isTenantFromRequest?: boolean;
}

/**
 * The one place that decides which tenant a request is for (ARCHITECTURE §3): the Host picks
 * a FULL_DOMAIN company, otherwise the first path segment picks a PATH company; API calls
 * add the spec's query and body names; admin calls add `?companyId=` for system admins.
 * Suspended companies resolve to nothing for readers.
 */
export function createTenancy({ cache, companies, adminHosts }: TenancyDeps) {
  const admins = new Set(adminHosts.map((host) => host.toLowerCase()));

  async function fromHost(req: Request): Promise<Company | null> {
    const host = hostOf(req);
    if (!host || admins.has(host)) return null;
    return active(await cache.byDomain(host));
  }

  async function forApi(req: Request): Promise<Company | null> {
    const byHost = await fromHost(req);
    if (byHost) return byHost;
    const { path, domain } = req.query;
    if (typeof path === 'string' && path) return active(await cache.byPath(path));
    if (typeof domain === 'string' && domain) return active(await cache.byDomain(domain));
    return null;
  }

  /**
   * The tenant a v1 admin alias names by Host / `path` / `domain`; a name that matches no
   * tenant is a 404, never a silent fall-back to the caller's own tenant.
   */
  async function namedTenantId(req: Request): Promise<string | null> {
    const company = await forApi(req);
    if (company) return company.id;
    if (text(req.query.path) ?? text(req.query.domain)) throw AppError.notFound('Unknown tenant.');
    return null;
  }

  async function fromPath(segment: string): Promise<Company | null> {
    if (!segment || reservedSegments.has(segment.toLowerCase())) return null;
    return active(await cache.byPath(segment));
  }

  async function readerCallTenant(req: Request): Promise<Company | null> {
    const fromApi = await forApi(req);
    if (fromApi) return fromApi;
    const servicePath = text(req.query.servicePath) ?? text(req.query.service_path);
    if (servicePath) return fromPath(servicePath);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const path = text(body.path);
    if (path) return fromPath(path);
    const domain = text(body.domain) ?? text(body.company_domain);
    return domain ? active(await cache.byDomain(domain)) : null;
  }

  // Keyed by the request, so an answered request takes its entry with it.
  const readerCalls = new WeakMap<Request, Promise<Company | null>>();

  return {
    hostOf,
    isAdminHost: (req: Request) => admins.has(hostOf(req)),
    fromHost,
    fromPath,
    /**
     * API calls: the Host wins; the spec's `domain` / `path` query parameters are only
     * consulted when the Host is not a tenant (path mode, or a shared API host).
     */
    forApi,
    /**
     * A reader's call: as `forApi`, then `servicePath` (`GET /auth/info`, the viewer), then the
     * sign-in bodies' `path` and `domain` / `company_domain`. Never the session's company: a
     * token is checked against the tenant, not the other way round. Resolved once per request:
     * the session middleware (a reader cookie is per tenant) and the route's scope share it.
     */
    forReaderCall(req: Request): Promise<Company | null> {
      let resolved = readerCalls.get(req);
      if (!resolved) {
        resolved = readerCallTenant(req);
        readerCalls.set(req, resolved);
      }
      return resolved;
    },
    /**
     * The tenant an admin call works on: `?companyId=` (only system admins may name another
     * tenant than their own), else the request's tenant for the v1 aliases, else the actor's.
     */
    async forAdminCall(
      req: Request,
      actor: Actor | null,
      { isTenantFromRequest = false }: AdminCallOptions = {},
    ): Promise<Company> {
      if (!actor) throw AppError.unauthorized();
      const requested =
        text(req.query.companyId) ?? (isTenantFromRequest ? await namedTenantId(req) : null);
      const id = requested || actor.companyId;
      if (!id) throw AppError.badRequest({ companyId: 'Choose a company.' });
      if (actor.roleLevel !== Role.SYSTEM_ADMIN && id !== actor.companyId) {
        throw AppError.forbidden();
      }
      // The repository answers null for ids no column can hold (NUL, overlong): unknown.
      const company = await companies.findById(id);
      if (!company) throw AppError.notFound('Company not found.');
      return company;
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

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function active(company: Company | null): Company | null {
  return company && company.status === 'ACTIVE' ? company : null;
}
