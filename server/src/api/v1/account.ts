import type { Request } from 'express';
import { Router } from 'express';
import { createAccountService, createResetMailer, tenantBaseUrl } from '../../account';
import type { Company } from '../../companies/types';
import type { AppContext } from '../../context';
import { createMailTemplates, createMailer, mailConfigOf, mailTemplatesDir } from '../../mail';
import { sendData } from './envelope';
import { requireReader, tenantOf } from './tenant';

/** The account area: `/user/*`, forgot password and the reset link (contracts.md §6, C). */
export function accountApi(ctx: AppContext): Router {
  const sendResetMail = createResetMailer({
    settings: ctx.settings,
    mailer: createMailer(mailConfigOf(ctx.config)),
    templates: createMailTemplates(mailTemplatesDir(ctx.config)),
    log: ctx.log,
  });
  const account = createAccountService({
    db: ctx.db,
    clock: ctx.clock,
    settings: ctx.settings,
    sendResetMail,
    companyById: (id) => ctx.tenancy.byId(id),
    passwordLogN: ctx.passwordLogN,
  });
  const baseFor = (req: Request) => (company: Company) =>
    tenantBaseUrl(company, { protocol: req.protocol, host: req.get('host') }, publicUrl(ctx));

  /** The tenant and its signed-in reader. */
  async function reader(req: Request) {
    const company = await tenantOf(ctx, req);
    return { company, actor: requireReader(req, company) };
  }

  const router = Router();
  // Personal data and password flows are never kept by a browser or a proxy.
  router.use(['/user', '/auth/forgot-password', '/auth/reset-password'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/user/detail/:id', async (req, res) => {
    const { company, actor } = await reader(req);
    sendData(res, await account.detail(actor, company, req.params.id));
  });

  router.put('/user/update/:id', async (req, res) => {
    const { company, actor } = await reader(req);
    sendData(res, await account.update(actor, company, req.params.id, req.body));
  });

  router.put('/user/change-password', async (req, res) => {
    const { company, actor } = await reader(req);
    await account.passwords.change(actor, company, req.body, req.accessToken);
    sendData(res, null);
  });

  router.put('/user/change-email/:id', async (req, res) => {
    const { company, actor } = await reader(req);
    sendData(res, await account.changeEmail(actor, company, req.params.id, req.body));
  });

  router.delete('/user/cancel/:id', async (req, res) => {
    const { company, actor } = await reader(req);
    await account.cancel(actor, company, req.params.id);
    sendData(res, null);
  });

  router.put('/user/reset-password/:id', async (req, res) => {
    await account.passwords.staffReset(req.actor, req.params.id, baseFor(req));
    sendData(res, null);
  });

  router.put('/auth/forgot-password', async (req, res) => {
    const company = await tenantOf(ctx, req);
    await account.passwords.forgot(company, req.query.email, baseFor(req)(company));
    sendData(res, null);
  });

  router.post('/auth/reset-password', async (req, res) => {
    const company = await tenantOf(ctx, req);
    await account.passwords.reset(company, req.body);
    sendData(res, null);
  });

  return router;
}

function publicUrl(ctx: AppContext): string | null {
  return ctx.config.publicUrl ?? null;
}
