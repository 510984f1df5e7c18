import { Router } from 'express';
import type { AppContext } from '../../context';
import { createUserAdminService, exportReadersCsv } from '../../users';
import { parseListQuery, sendList } from './listProtocol';
import { companyIdOf } from './settings';

/**
 * `/api/admin/users`: reader accounts of a tenant (ra-data-simple-rest), plus the status,
 * password and CSV export actions. System admins pick the tenant with `?companyId=`.
 */
export function userRoutes(ctx: AppContext): Router {
  const users = createUserAdminService(ctx);
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await users.list(req.actor, companyIdOf(req), query);
    sendList(res, 'users', items, total, query.range?.[0] ?? 0);
  });

  router.get('/export', async (req, res) => {
    const { fileName, csv } = await exportReadersCsv(ctx.db, req.actor, companyIdOf(req));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.attachment(fileName);
    res.send(csv);
  });

  router.get('/:id', async (req, res) => {
    res.json(await users.getOne(req.actor, companyIdOf(req), req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await users.create(req.actor, companyIdOf(req), req.body));
  });

  router.put('/:id', async (req, res) => {
    res.json(await users.update(req.actor, companyIdOf(req), req.params.id, req.body));
  });

  router.put('/:id/status', async (req, res) => {
    const status = (req.body as { status?: unknown } | undefined)?.status;
    res.json(await users.setStatus(req.actor, companyIdOf(req), req.params.id, status));
  });

  router.put('/:id/password', async (req, res) => {
    const password = (req.body as { password?: unknown } | undefined)?.password;
    res.json(await users.resetPassword(req.actor, companyIdOf(req), req.params.id, password));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await users.remove(req.actor, companyIdOf(req), req.params.id));
  });

  return router;
}
