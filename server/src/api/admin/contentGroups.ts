import { Router } from 'express';
import type { ContentGroupService } from '../../content/groups/service';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/content-groups` (ra-data-simple-rest), plus reset and ref codes. */
export function contentGroupAdminRoutes(groups: ContentGroupService): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await groups.list({ scope: req.adminScope, query });
    sendList(res, 'content-groups', items, total, query.range?.[0] ?? 0);
  });

  /** Brings back the default special groups (favourites, history, new, popular, recommend). */
  router.post('/reset', async (req, res) => {
    res.json(await groups.reset({ scope: req.adminScope }));
  });

  /** `{ id, refCode }` or a list of them. */
  router.put('/ref-codes', async (req, res) => {
    res.json(await groups.updateRefCodes({ scope: req.adminScope, input: req.body }));
  });

  router.get('/:id', async (req, res) => {
    res.json(await groups.get({ scope: req.adminScope, id: req.params.id }));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await groups.create({ scope: req.adminScope, input: req.body }));
  });

  router.put('/:id', async (req, res) => {
    res.json(await groups.update({ scope: req.adminScope, id: req.params.id, input: req.body }));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await groups.remove({ scope: req.adminScope, id: req.params.id }));
  });

  return router;
}
