import type { Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context';
import type { Actor } from './roles';

export const SESSION_COOKIE = 'hondana_admin';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in person, resolved from the X-Access-Token header or a session cookie. */
    actor: Actor | null;
    accessToken: string | null;
  }
}

/** Resolves the session once per request; routes and services read `req.actor`. */
export function sessionMiddleware({ sessions }: Pick<AppContext, 'sessions'>): RequestHandler {
  return async (req, _res, next) => {
    const token = readToken(req);
    req.accessToken = token;
    req.actor = token ? await sessions.findActor(token) : null;
    next();
  };
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date) {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
}

function readToken(req: Request): string | null {
  const header = req.get('x-access-token');
  if (header) return header.trim() || null;
  const cookies = req.cookies as Record<string, string> | undefined;
  const cookie = cookies?.[SESSION_COOKIE];
  return typeof cookie === 'string' && cookie ? cookie : null;
}
