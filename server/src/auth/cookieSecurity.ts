import type { Request } from 'express';

/** The app setting (`app.set`) that makes every session cookie Secure: production. */
export const SECURE_COOKIES = 'hondana secure cookies';

/**
 * `Secure` on a session cookie. In production always, so a missing or wrong `TRUST_PROXY` can
 * never send a session cookie over plain http; elsewhere when the request came over https.
 */
export function isSecureCookie(req: Request): boolean {
  return req.app.get(SECURE_COOKIES) === true || req.secure;
}
