import { Router } from 'express';
import type { UserAdminService } from '../../users/service';
import { crudRoutes } from './crudRoutes';

/**
 * `/api/admin/users`: reader accounts of a tenant (ra-data-simple-rest), plus the status,
 * password and CSV export actions. System admins pick the tenant with `?companyId=`.
 */
export function userRoutes(users: UserAdminService): Router {
  const router = Router();

  router.get('/export', async (req, res) => {
    const { fileName, csv } = await users.exportCsv({ scope: req.adminScope });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.attachment(fileName);
    res.send(csv);
  });

  router.put('/:id/status', async (req, res) => {
    const status = (req.body as { status?: unknown } | undefined)?.status;
    res.json(await users.setStatus({ scope: req.adminScope, id: req.params.id, status }));
  });

  router.put('/:id/password', async (req, res) => {
    const password = (req.body as { password?: unknown } | undefined)?.password;
    res.json(await users.resetPassword({ scope: req.adminScope, id: req.params.id, password }));
  });

  return crudRoutes('users', users, router);
}
