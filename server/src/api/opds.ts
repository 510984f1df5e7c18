import { Status } from '@hondana/schemas/contracts';
import { Router } from 'express';
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Company } from '../access/company';
import type { AppPasswordSignIn } from '../appPasswords';
import { AppError } from '../errors';
import type { Tenancy } from '../tenancy/resolve';
import type { Opds, OpdsCall, OpdsUrls } from '../opds';
import {
  OPDS_AUTHENTICATION,
  OPDS_FEED,
  OPDS_PUBLICATION,
  authenticationDocument,
  languageOf,
} from '../opds';
import { sendPdf } from './sendPdf';
import type { Scopes } from './scope';

export interface OpdsApiDeps {
  scopes: Scopes;
  tenancy: Tenancy;
  opds: Opds;
  appPasswordSignIn: AppPasswordSignIn;
}

/** Where the catalogue lives (docs/decisions/log.md, "Issue 35: the OPDS catalogue's address"). */
export const OPDS_BASE = '/api/opds/v2';

/** A 1×1 grey PNG: the cover of a title without one the OPDS schema's formats allow. */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA0ADP2KqvJgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * `/api/opds/v2`: a tenant's OPDS 2.0 catalogue (issue 35). The tenant is named as for every
 * reader call (Host, else `?path=` / `?domain=`), and each link the feeds hold keeps that name;
 * the reader signs in with an app password (HTTP Basic or Bearer), never a session. A call
 * without valid credentials answers 401 with the Authentication Document, as the OPDS
 * Authentication spec asks; every other refusal is the catalogue's JSON error.
 */
export function opdsApi({ scopes, tenancy, opds, appPasswordSignIn }: OpdsApiDeps): Router {
  const router = Router();
  const reader = scopes.appPasswordReader(appPasswordSignIn);
  const call = (req: Request): OpdsCall => ({
    scope: req.readerScope,
    urls: urlsOf(req, req.readerScope.company),
  });
  const send = (res: Response, type: string, body: unknown) => {
    res.set('Cache-Control', 'private, no-store').type(type).send(JSON.stringify(body));
  };

  router.get('/v2/authentication', scopes.publicTenant, (req, res) => {
    const { company } = req.readerScope;
    send(res, OPDS_AUTHENTICATION, authDocument(req, company));
  });

  // Public like the cover it stands in for.
  router.get('/v2/placeholder.png', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/png').send(PLACEHOLDER_PNG);
  });

  router.get('/v2/catalog', reader, async (req, res) => {
    send(res, OPDS_FEED, await opds.catalog(call(req)));
  });

  router.get('/v2/publications', reader, async (req, res) => {
    const { page, size } = req.query;
    send(res, OPDS_FEED, await opds.publications(call(req), { page, size }));
  });

  router.get('/v2/groups/:groupId', reader, async (req, res) => {
    const { page, size } = req.query;
    const request = { groupId: req.params.groupId, page, size };
    send(res, OPDS_FEED, await opds.publications(call(req), request));
  });

  router.get('/v2/search', reader, async (req, res) => {
    const { query, page, size } = req.query;
    send(res, OPDS_FEED, await opds.search(call(req), { query, page, size }));
  });

  router.get('/v2/publications/:contentId', reader, async (req, res) => {
    send(res, OPDS_PUBLICATION, await opds.publication(call(req), req.params.contentId));
  });

  router.get('/v2/publications/:contentId/download', reader, async (req, res) => {
    const { bytes, fileName } = await opds.download(call(req), req.params.contentId, req.ip ?? '');
    sendPdf(res, { fileName, pdf: bytes });
  });

  // No credentials, or wrong ones: the Authentication Document, which tells the client how.
  const unauthorised: ErrorRequestHandler = async (err, req, res, next) => {
    if (!(err instanceof AppError) || err.status !== Status.unauthorized) return next(err);
    const company = await tenancy.forReaderCall(req).catch(() => null);
    if (!company) return next(err);
    res.status(401).set('WWW-Authenticate', `Basic realm="${realmOf(company)}", charset="UTF-8"`);
    send(res, OPDS_AUTHENTICATION, authDocument(req, company));
  };
  router.use(unauthorised);
  return router;
}

function authDocument(req: Request, company: Company) {
  const urls = urlsOf(req, company);
  const absolute = (path: string) => `${req.protocol}://${req.get('host') ?? 'localhost'}${path}`;
  return authenticationDocument(
    { ...urls, absolute },
    company.name,
    languageOf(req.acceptsLanguages('en', 'ja')),
  );
}

/** A realm is a quoted string: the tenant's name without quotes or control characters. */
function realmOf(company: Company): string {
  return company.name.replace(/["\\\p{Cc}]/gu, '').slice(0, 100) || 'Hondana';
}

/** The catalogue's addresses, naming the tenant as this request did (Host, `path` or `domain`). */
function urlsOf(req: Request, company: Company): OpdsUrls {
  const byQuery =
    typeof req.query.path === 'string' && req.query.path
      ? { path: company.path ?? req.query.path }
      : typeof req.query.domain === 'string' && req.query.domain
        ? { domain: company.domain ?? req.query.domain }
        : {};
  const tenantQuery = new URLSearchParams(byQuery as Record<string, string>).toString();
  const withQuery = (base: string, params: Record<string, string | number> = {}) => {
    const all = new URLSearchParams(byQuery as Record<string, string>);
    for (const [key, value] of Object.entries(params)) all.set(key, String(value));
    const query = all.toString();
    return query ? `${base}?${query}` : base;
  };
  const isByPath = 'path' in byQuery;
  return {
    to: (path, params) => withQuery(`${OPDS_BASE}/${path}`, params),
    searchTemplate: () =>
      `${OPDS_BASE}/search${tenantQuery ? `?${tenantQuery}{&query}` : '{?query}'}`,
    v1: (path) => withQuery(`/api/v1${path}`),
    readerPage: (contentId) =>
      `${isByPath ? `/${encodeURIComponent(company.path ?? '')}` : ''}/view-online/${contentId}`,
  };
}
