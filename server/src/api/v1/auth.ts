import { Router } from 'express';
import type { Request } from 'express';
import { createIpSignIn } from '../../auth/ipSignIn';
import { createPasswordSignIn } from '../../auth/passwordSignIn';
import { createReaderLogin } from '../../auth/readerLogin';
import { readerTenantOf } from '../../auth/readerTenant';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { sendData } from './envelope';
import { readerOf } from './tenant';

/** Reader sign-in: `/auth/login`, IP login, `/auth/info`, `/auth/logout` (contracts.md §6). */
export function authApi(ctx: AppContext): Router {
  const router = Router();
  const passwordSignIn = createPasswordSignIn(ctx);
  const ipSignIn = createIpSignIn(ctx);
  const readerLogin = createReaderLogin(ctx);

  async function tenant(req: Request) {
    const company = await readerTenantOf(ctx, req);
    if (!company) throw AppError.notFound('Unknown tenant.');
    return company;
  }

  router.use('/auth', (_req, res, next) => {
    // Tokens and the session user are never cached by a browser or a proxy.
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/auth/login', async (req, res) => {
    sendData(res, await passwordSignIn.signIn(req, res, await tenant(req)));
  });

  router.post('/auth/ip-address-login', async (req, res) => {
    sendData(res, await ipSignIn.signIn(req, res, await tenant(req), 'manual'));
  });

  router.post('/auth/ip-address-auto-login', async (req, res) => {
    sendData(res, await ipSignIn.signIn(req, res, await tenant(req), 'auto'));
  });

  router.get('/auth/info', async (req, res) => {
    const company = await tenant(req);
    const reader = readerOf(req, company);
    if (!reader || !req.accessToken) throw AppError.unauthorized();
    sendData(res, await readerLogin.info(company, reader.id, req.accessToken));
  });

  router.get('/auth/logout', async (req, res) => {
    await readerLogin.signOut(req, res, await readerTenantOf(ctx, req));
    sendData(res, null);
  });

  return router;
}
