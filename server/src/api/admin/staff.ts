import { Router } from 'express';
import type { Request } from 'express';
import type { StaffService } from '../../staff/service';
import { crudRoutes } from './crudRoutes';

/**
 * The console's own address for links in staff mails. The request's Host is safe to use
 * here: with `ADMIN_HOSTS` set (production) admin calls only answer on those hosts.
 */
function consoleUrlOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}/admin`;
}

/**
 * `/api/admin/staff`: company and service admins of a tenant (ra-data-simple-rest), plus
 * `POST /:id/reset`, which mails the account a link to choose a new password.
 */
export function staffRoutes(staff: StaffService): Router {
  const router = Router();

  router.post('/:id/reset', async (req, res) => {
    const call = { scope: req.adminScope, id: req.params.id, consoleUrl: consoleUrlOf(req) };
    res.json(await staff.sendReset(call));
  });

  router.post('/', async (req, res) => {
    const call = { scope: req.adminScope, input: req.body, consoleUrl: consoleUrlOf(req) };
    res.status(201).json(await staff.create(call));
  });

  const { list, getOne, update, remove } = staff;
  return crudRoutes('staff', { list, getOne, update, remove }, router);
}
