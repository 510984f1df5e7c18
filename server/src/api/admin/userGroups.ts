import { Router } from 'express';
import type { AppContext } from '../../context';
import { createUserGroupService } from '../../userGroups/service';
import { parseListQuery, sendList } from './listProtocol';
import { companyIdOf } from './settings';

/** `/api/admin/user-groups`: user groups with max users and login method (ra-data-simple-rest). */
export function userGroupRoutes(ctx: AppContext): Router {
  const groups = createUserGroupService(ctx);
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await groups.list(req.actor, companyIdOf(req), query);
    sendList(res, 'user-groups', items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await groups.getOne(req.actor, companyIdOf(req), req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await groups.create(req.actor, companyIdOf(req), req.body));
  });

  router.put('/:id', async (req, res) => {
    res.json(await groups.update(req.actor, companyIdOf(req), req.params.id, req.body));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await groups.remove(req.actor, companyIdOf(req), req.params.id));
  });

  return router;
}
