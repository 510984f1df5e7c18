import type { Language } from '@hondana/schemas/contracts';
import type { Request, RequestHandler } from 'express';
import type { Company } from '../access/company';
import type { AdminScope, OverviewScope, ReaderScope } from '../access/scope';
import { policy } from '../access/policy';
import { Role, readerRoles } from '../access/roles';
import type { Actor } from '../access/roles';
import { AppError } from '../errors';
import type { AdminCallOptions, Tenancy } from '../tenancy/resolve';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { createDeviceReader, findDeviceReader, forgetDeviceReader } from '../auth/deviceReaders';
import { tenantScopeOf } from '../db/tenantScope';
import type { AppPasswordSignIn } from '../appPasswords';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `adminScope`: the actor and the tenant an admin call works on. */
    adminScope: AdminScope;
    /** Set by `overviewScope`: as `adminScope`, with every tenant (null) for a system admin. */
    overviewScope: OverviewScope;
    /** Set by `readerScope` / `readerTenant`: the tenant a reader call is for, and its reader. */
    readerScope: ReaderScope;
  }
}

/**
 * Request scopes: routes mount one of these and hand `req.adminScope` / `req.readerScope` to
 * a service; no route works out a tenant itself (`tenancy/resolve.ts` does, once).
 */
export function scopes(tenancy: Tenancy, devices: { db: Knex; clock: Clock }) {
  // The rest of a reader call runs under its tenant's row-level security (db/tenantScope.ts).
  const inTenant = tenantScopeOf(devices.db);
  return {
    /**
     * Figures over every tenant or one (the dashboard): a system admin without `?companyId=`
     * works on all (`company` null); every other call resolves its tenant as `adminScope`.
     */
    overviewScope: (async (req, _res, next) => {
      const isEveryTenant =
        req.actor?.roleLevel === Role.SYSTEM_ADMIN && req.query.companyId === undefined;
      const company = isEveryTenant ? null : await tenancy.forAdminCall(req, req.actor);
      req.overviewScope = { actor: req.actor as Actor, company, language: requestLanguage(req) };
      next();
    }) as RequestHandler,

    /** Admin calls: 401 without a session, 403 for another tenant, 404 for an unknown one. */
    adminScope(options?: AdminCallOptions): RequestHandler {
      return async (req, _res, next) => {
        const company = await tenancy.forAdminCall(req, req.actor, options);
        req.adminScope = { actor: req.actor as Actor, company, language: requestLanguage(req) };
        next();
      };
    },

    /**
     * Reader calls: the tenant (404 if none) and its signed-in reader, if any; on an OPEN_TYPE
     * tenant without one, the visitor's device reader when its cookie names one.
     */
    readerScope: (async (req, _res, next) => {
      const company = await readerCompany(tenancy, req);
      const reader = readerOf(req, company);
      req.readerScope = {
        company,
        reader,
        isStaffPreview: isStaffPreview(req, company),
        device: reader ? null : await findDeviceReader(devices.db, req, company),
      };
      inTenant(company.id, next);
    }) as RequestHandler,

    /**
     * After `readerScope`, for calls that need a reader (viewer tokens, favourites): an
     * OPEN_TYPE visitor reads as its device reader, made on first need when `create` is set.
     * Every other tenant is left as it was, so its visitors still get 401.
     */
    deviceReader({ create }: { create: boolean }): RequestHandler {
      return async (req, res, next) => {
        const scope = req.readerScope;
        if (!scope.reader && scope.company.accountType === 'OPEN_TYPE') {
          const made =
            !scope.device && create
              ? await createDeviceReader(devices, req, res, scope.company)
              : null;
          // A refused call (v1 refusals answer 4xx) keeps no device it made.
          if (made) {
            res.on('finish', () => {
              if (res.statusCode === 200) return;
              forgetDeviceReader(devices.db, made.id).catch(() => undefined);
            });
          }
          const device = scope.device ?? made;
          req.readerScope = { ...scope, reader: device, device };
        }
        next();
      };
    },

    /**
     * A catalogue client's call (OPDS, issue 35): the tenant as for reader calls, and its reader
     * by an app password in `Authorization` (Basic or Bearer), never by a session or cookie, so
     * the scope reaches reading only. 401 without one, 429 past the limits (appPasswords/).
     */
    appPasswordReader(signIn: AppPasswordSignIn): RequestHandler {
      return async (req, _res, next) => {
        const company = await readerCompany(tenancy, req);
        const reader = await signIn({
          company,
          authorization: req.get('authorization'),
          address: req.ip ?? '',
        });
        if (!reader) throw AppError.unauthorized();
        req.readerScope = { company, reader, isStaffPreview: false };
        inTenant(company.id, next);
      };
    },

    /** Calls made before or without a session (sign-in, public search): the tenant only. */
    readerTenant: (async (req, _res, next) => {
      const company = await readerCompany(tenancy, req);
      req.readerScope = { company, reader: null, isStaffPreview: isStaffPreview(req, company) };
      inTenant(company.id, next);
    }) as RequestHandler,

    /**
     * The anonymous settings calls (`publicApi`), answered before any cookie, body or session
     * is read: the tenant by Host, `?path` or `?domain` only (404 if none).
     */
    publicTenant: (async (req, _res, next) => {
      const company = await tenancy.forApi(req);
      if (!company) throw AppError.notFound('Unknown tenant.');
      req.readerScope = { company, reader: null, isStaffPreview: false };
      inTenant(company.id, next);
    }) as RequestHandler,
  };
}

export type Scopes = ReturnType<typeof scopes>;

/** en or ja as the client asks (the console sends its own language); English otherwise. */
function requestLanguage(req: Request): Language {
  return req.acceptsLanguages('en', 'ja') === 'ja' ? 'ja' : 'en';
}

async function readerCompany(tenancy: Tenancy, req: Request): Promise<Company> {
  const company = await tenancy.forReaderCall(req);
  if (!company) throw AppError.notFound('Unknown tenant.');
  return company;
}

/**
 * The reader signed in to `company`, or null for an anonymous visitor. A token that belongs to
 * another tenant, or to a staff role, is refused with 401 so the reader signs in again rather
 * than silently browsing as someone else (the session guard of spec 000 §2, rule 7). The
 * console's own cookie is no reader session: a signed-in admin browses the reader anonymously.
 */
function readerOf(req: Request, company: Company): Actor | null {
  if (!req.accessToken || req.tokenSource === 'admin') return null;
  const actor = req.actor;
  if (!actor || actor.companyId !== company.id || !readerRoles.includes(actor.roleLevel)) {
    throw AppError.unauthorized();
  }
  return actor;
}

/**
 * The console's cookie of an admin who may preview this tenant (the preview frame calls the
 * v1 API with it): such a caller already sees every content in the console.
 */
function isStaffPreview(req: Request, company: Company): boolean {
  return req.tokenSource === 'admin' && policy.canPreview(req.actor, company.id);
}
