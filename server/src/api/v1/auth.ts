import { Router } from 'express';
import type { Request, Response } from 'express';
import type { ReaderSignInMethod, SignInPassport } from '../../auth/passport';
import type { ReaderLogin } from '../../auth/readerLogin';
import type { Tenancy } from '../../tenancy/resolve';
import { AppError } from '../../errors';
import { clearReaderCookie } from '../../auth/readerCookie';
import { isSameOriginCall } from '../../auth/sameOrigin';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import { answerSignIn } from './readerSession';

/** Each sign-in path and the passport strategy that signs the reader in. */
export const passwordAndIpRoutes = {
  '/auth/login': 'password',
  '/auth/ip-address-login': 'ip',
  '/auth/ip-address-auto-login': 'auto-ip',
} as const satisfies Record<string, ReaderSignInMethod>;

export interface AuthApiDeps {
  scopes: Scopes;
  tenancy: Tenancy;
  readerSignIn: { login: ReaderLogin };
  signIn: SignInPassport;
}

/**
 * Reader sign-in: `/auth/login`, IP login, `/auth/info`, `/auth/logout` (contracts.md §6). Each
 * sign-in is its passport strategy (auth/passport); the route sets the tenant's cookie.
 */
export function authApi({ scopes, tenancy, readerSignIn, signIn }: AuthApiDeps): Router {
  const router = Router();
  const { login: readerLogin } = readerSignIn;

  router.use('/auth', (_req, res, next) => {
    // Tokens and the session user are never cached by a browser or a proxy.
    res.set('Cache-Control', 'no-store');
    next();
  });

  for (const [path, method] of Object.entries(passwordAndIpRoutes)) {
    router.post(path, scopes.readerTenant, async (req, res) => {
      const { company } = req.readerScope;
      answerSignIn(req, res, company, await signIn.authenticate(method, { req, res, company }));
    });
  }

  // Spec §7 names the call without a payload. Readers do not sign themselves up here: accounts
  // come from the company (console, import) or, for LEARNING_ID auto-registration, from the
  // provider's own registration page; the call answers that with 403, not as a missing route.
  router.post('/auth/register', scopes.readerTenant, async () => {
    throw AppError.forbidden();
  });

  router.get('/auth/info', scopes.readerScope, async (req, res) => {
    const { company, reader } = req.readerScope;
    if (!reader || !req.accessToken) throw AppError.unauthorized();
    sendData(res, await readerLogin.info(company, reader.id, req.accessToken));
  });

  /**
   * Logout: POST, and GET because the spec names it. A session that came from the reader
   * cookie ends only on a call from this very origin, so no other site (a sibling tenant's
   * page included) can sign a reader out; a GET must prove it (Sec-Fetch-Site or Origin).
   */
  async function logout(req: Request, res: Response) {
    const call = {
      fetchSite: req.get('sec-fetch-site'),
      origin: req.get('origin'),
      host: req.get('host'),
    };
    if (req.tokenSource === 'reader' && !isSameOriginCall(call, req.method === 'POST')) {
      throw AppError.forbidden();
    }
    await readerLogin.signOut({ token: req.accessToken, source: req.tokenSource });
    // No scope: a logout for no tenant still ends the session (it only has no cookie to clear).
    const company = await tenancy.forReaderCall(req);
    if (company) clearReaderCookie(req, res, company);
    sendData(res, null);
  }
  router.get('/auth/logout', logout);
  router.post('/auth/logout', logout);

  return router;
}
