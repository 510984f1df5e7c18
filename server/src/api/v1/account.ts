import { Router } from 'express';
import type { AccountService } from '../../account';
import type { AppPasswords } from '../../appPasswords';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';

export interface AccountApiDeps {
  scopes: Scopes;
  account: AccountService;
  appPasswords: AppPasswords;
}

/** The account area: `/user/*`, forgot password and the reset link (contracts.md §6, C). */
export function accountApi({ scopes, account, appPasswords }: AccountApiDeps): Router {
  const router = Router();
  // Personal data and password flows are never kept by a browser or a proxy.
  router.use(['/user', '/auth/forgot-password', '/auth/reset-password'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/user/detail/:id', scopes.readerScope, async (req, res) => {
    sendData(res, await account.detail({ scope: req.readerScope, id: req.params.id }));
  });

  router.put('/user/update/:id', scopes.readerScope, async (req, res) => {
    const call = { scope: req.readerScope, id: req.params.id, input: req.body };
    sendData(res, await account.update(call));
  });

  router.put('/user/change-password', scopes.readerScope, async (req, res) => {
    const call = { scope: req.readerScope, input: req.body, currentToken: req.accessToken };
    await account.passwords.change(call);
    sendData(res, null);
  });

  router.put('/user/change-email/:id', scopes.readerScope, async (req, res) => {
    const call = { scope: req.readerScope, id: req.params.id, input: req.body };
    sendData(res, await account.changeEmail(call));
  });

  router.delete('/user/cancel/:id', scopes.readerScope, async (req, res) => {
    await account.cancel({ scope: req.readerScope, id: req.params.id });
    sendData(res, null);
  });

  // App passwords for OPDS clients (issue 35): the secret is answered once, by the POST.
  router.get('/user/app-passwords', scopes.readerScope, async (req, res) => {
    sendData(res, await appPasswords.list({ scope: req.readerScope }));
  });

  router.post('/user/app-passwords', scopes.readerScope, async (req, res) => {
    sendData(res, await appPasswords.create({ scope: req.readerScope, input: req.body }));
  });

  router.delete('/user/app-passwords/:id', scopes.readerScope, async (req, res) => {
    await appPasswords.revoke({ scope: req.readerScope, id: req.params.id });
    sendData(res, null);
  });

  router.put('/user/reset-password/:id', async (req, res) => {
    await account.passwords.staffReset({ actor: req.actor, id: req.params.id });
    sendData(res, null);
  });

  router.put('/auth/forgot-password', scopes.readerTenant, async (req, res) => {
    const { company } = req.readerScope;
    await account.passwords.forgot({ company, login: req.query.email });
    sendData(res, null);
  });

  router.post('/auth/reset-password', scopes.readerTenant, async (req, res) => {
    const { company } = req.readerScope;
    await account.passwords.reset({ company, input: req.body });
    sendData(res, null);
  });

  return router;
}
