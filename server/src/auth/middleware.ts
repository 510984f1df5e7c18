import type { Request, RequestHandler, Response } from 'express';
import type { Tenancy } from '../tenancy/resolve';
import type { SessionStore } from './sessions';
import { isSecureCookie } from './cookieSecurity';
import { readReaderCookie } from './readerCookie';
import type { Actor } from '../access/roles';

export const SESSION_COOKIE = 'hondana_admin';

/** Where the request's token came from; the console cookie never makes a reader session. */
export type TokenSource = 'header' | 'reader' | 'admin';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in person, resolved from the X-Access-Token header or a session cookie. */
    actor: Actor | null;
    accessToken: string | null;
    tokenSource: TokenSource | null;
  }
}

/**
 * Resolves the session once per request; routes and services read `req.actor`. `/api/v1`
 * takes `X-Access-Token`, else the reader cookie of the request's tenant, else the console
 * cookie (the v1 admin aliases); everything else reads the header or the console cookie.
 */
export function sessionMiddleware(ctx: {
  sessions: SessionStore;
  tenancy: Tenancy;
}): RequestHandler {
  return async (req, _res, next) => {
    const found = await readToken(ctx, req);
    req.accessToken = found?.token ?? null;
    req.tokenSource = found?.source ?? null;
    req.actor = found ? await ctx.sessions.findActor(found.token) : null;
    next();
  };
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date) {
  res.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(req), expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
}

/**
 * Host-only (no Domain): with `ADMIN_HOSTS` set, tenant hosts never receive it. Strict: no
 * other site's page or link sends it. Path `/`: the console calls `/api/admin`, the v1
 * aliases and `/admin/preview`, and a path would not keep same-origin scripts out anyway.
 */
function sessionCookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: isSecureCookie(req), path: '/' };
}

async function readToken(
  ctx: { tenancy: Tenancy },
  req: Request,
): Promise<{ token: string; source: TokenSource } | null> {
  const header = req.get('x-access-token')?.trim();
  if (header) return { token: header, source: 'header' };
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  if (req.originalUrl.startsWith('/api/v1/') && hasReaderCookie(cookies)) {
    const company = await ctx.tenancy.forReaderCall(req);
    const token = company ? readReaderCookie(req, company) : null;
    if (token) return { token, source: 'reader' };
  }
  const admin = cookies[SESSION_COOKIE];
  return typeof admin === 'string' && admin ? { token: admin, source: 'admin' } : null;
}

function hasReaderCookie(cookies: Record<string, unknown>): boolean {
  return Object.keys(cookies).some((name) => name.startsWith('hd_'));
}
