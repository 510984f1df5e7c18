import { Router } from 'express';
import type { StaffService } from '../../staff/service';
import { crudRoutes } from './crudRoutes';

/**
 * `/api/admin/staff`: company and service admins of a tenant (ra-data-simple-rest), plus
 * `POST /:id/reset`, which mails the account a link to choose a new password.
 */
export function staffRoutes(staff: StaffService): Router {
  const router = Router();

  router.post('/:id/reset', async (req, res) => {
    res.json(await staff.sendReset({ scope: req.adminScope, id: req.params.id }));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await staff.create({ scope: req.adminScope, input: req.body }));
  });

  const { list, getOne, update, remove } = staff;
  return crudRoutes('staff', { list, getOne, update, remove }, router);
}
