import { Router } from 'express';
import type { AppContext } from '../../context';
import { createIpGroupService } from '../../ipGroups';
import { parseListQuery, sendList } from './listProtocol';
import { companyIdOf } from './settings';

/** `/api/admin/ip-groups`: IPv4 ranges that sign in by address (ra-data-simple-rest). */
export function ipGroupRoutes(ctx: AppContext): Router {
  const ipGroups = createIpGroupService(ctx);
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await ipGroups.list(req.actor, companyIdOf(req), query);
    sendList(res, 'ip-groups', items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await ipGroups.getOne(req.actor, companyIdOf(req), req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await ipGroups.create(req.actor, companyIdOf(req), req.body));
  });

  router.put('/:id', async (req, res) => {
    res.json(await ipGroups.update(req.actor, companyIdOf(req), req.params.id, req.body));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await ipGroups.remove(req.actor, companyIdOf(req), req.params.id));
  });

  return router;
}
