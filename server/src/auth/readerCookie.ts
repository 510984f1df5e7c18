import type { Request, Response } from 'express';
import type { Company } from '../access/company';
import { isSecureCookie } from './cookieSecurity';

/** The spec's cookie lifetime (000 §9): one year, in seconds. */
export const READER_COOKIE_MAX_AGE = 31_536_000;

/**
 * `hd_{path}` for PATH tenants, `hd_{domain}` with every non-alphanumeric character turned
 * into `_` for FULL_DOMAIN tenants. Each tenant has its own name, so tenants sharing a host
 * (path mode on one domain) keep separate sessions.
 */
export function readerCookieName(company: Pick<Company, 'domainType' | 'domain' | 'path'>) {
  const key = company.domainType === 'PATH' ? company.path : company.domain;
  return `hd_${(key ?? '').replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** Path `/` in both modes: the API lives at `/api/v1`, outside a path tenant's prefix. */
export function setReaderCookie(
  req: Request,
  res: Response,
  company: Company,
  token: string,
  { keepLogin }: { keepLogin: boolean },
) {
  res.cookie(readerCookieName(company), token, {
    ...cookieOptions(req),
    // Without keep_login the cookie ends with the browser session.
    ...(keepLogin ? { maxAge: READER_COOKIE_MAX_AGE * 1000 } : {}),
  });
}

export function clearReaderCookie(req: Request, res: Response, company: Company) {
  res.clearCookie(readerCookieName(company), cookieOptions(req));
}

/** The reader cookie sent with this request, if any. */
export function readReaderCookie(req: Request, company: Company): string | null {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[readerCookieName(company)];
  return typeof value === 'string' && value ? value : null;
}

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: isSecureCookie(req), path: '/' };
}
