import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { Status } from '@hondana/schemas/contracts';
import { isBearer } from '../access/bearer';
import { AppError } from '../errors';

/** Methods that change nothing: never checked (a GET that changed state would be a bug). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const METHODS = ['post', 'put', 'patch', 'delete'] as const;

const messages = {
  crossSite: 'Requests from another site are refused.',
  bodyType: 'Send the request body as JSON.',
};

export interface ForgedRequestOptions {
  /** `METHOD /path` (Express patterns) of the endpoints whose body is a multipart form. */
  multipartRoutes: readonly string[];
}

/**
 * Refuses state changes another site could make with the visitor's cookies (decisions.md,
 * "Forged requests"): a `Sec-Fetch-Site` other than same-origin (sibling subdomains are other
 * tenants) or an `Origin` that is not the request's own host. A request with neither header
 * comes from no browser and passes; `X-Access-Token` callers are never checked (a page cannot
 * add that header to a cross-origin request), nor `Authorization: Bearer` callers without
 * cookies (integration tokens: nothing of a visitor's rides along). Requests with cookies must also send JSON, or
 * multipart on an upload endpoint: HTML forms can send nothing else.
 */
export function forgedRequestGuard({ multipartRoutes }: ForgedRequestOptions): RequestHandler {
  const isMultipartRoute = routeMatcher(multipartRoutes);
  return (req, res, next) => {
    if (
      SAFE_METHODS.has(req.method) ||
      req.get('x-access-token')?.trim() ||
      (isBearer(req.get('authorization')) && !req.headers.cookie)
    ) {
      next();
      return;
    }
    if (isFromAnotherSite(req)) {
      next(refused(messages.crossSite));
      return;
    }
    // Without cookies nothing of the visitor's rides along: there is nothing to forge.
    const type =
      req.headers.cookie && hasBody(req)
        ? req.is(['application/json', 'multipart/form-data'])
        : null;
    if (type === null || type === 'application/json') {
      next();
      return;
    }
    if (type === false) {
      next(refused(messages.bodyType));
      return;
    }
    isMultipartRoute(req, res).then(
      (isUpload) => next(isUpload ? undefined : refused(messages.bodyType)),
      next,
    );
  };
}

/** `Content-Length: 0` is no body (a bodiless `fetch` POST sends it, with no type). */
function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length')) > 0;
}

function isFromAnotherSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  return origin !== undefined && !isOwnOrigin(origin, req.host);
}

/**
 * Compares hosts (with port), not schemes: TLS usually ends at a proxy, and the scheme the app
 * sees depends on `TRUST_PROXY`. `Origin: null` (sandboxed frames) is never our own.
 */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin);
    return Boolean(host) && from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Matches `METHOD /path` patterns with Express's own router, so they read like routes. */
function routeMatcher(routes: readonly string[]) {
  const router = Router();
  const matched = new WeakSet<Request>();
  for (const route of routes) {
    const [method, path] = route.split(' ');
    const verb = METHODS.find((name) => name === method.toLowerCase());
    if (!verb || !path) throw new Error(`Not a "METHOD /path" route: ${route}`);
    router[verb](path, (req, _res, next) => {
      matched.add(req);
      next();
    });
  }
  return (req: Request, res: Response) =>
    new Promise<boolean>((resolve, reject) => {
      router(req, res, (err?: unknown) => {
        if (err) reject(err as Error);
        else resolve(matched.has(req));
      });
    });
}

function refused(message: string): AppError {
  return new AppError(Status.forbidden, { message });
}
