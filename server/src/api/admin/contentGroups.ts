import { Router } from 'express';
import type { Request } from 'express';
import { contentServicesOf } from '../../content';
import { managedCompanyId } from '../../content/scope';
import type { AppContext } from '../../context';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/content-groups` (ra-data-simple-rest), plus reset and ref codes. */
export function contentGroupAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  const { groups } = contentServicesOf(ctx);
  const companyOf = (req: Request) => managedCompanyId(ctx.db, req.actor, req.query.companyId);

  router.get('/', async (req, res) => {
    const companyId = await companyOf(req);
    const query = parseListQuery(req);
    const { total, items } = await groups.list(companyId, query);
    sendList(res, 'content-groups', items, total, query.range?.[0] ?? 0);
  });

  /** Brings back the default special groups (favourites, history, new, popular, recommend). */
  router.post('/reset', async (req, res) => {
    res.json(await groups.reset(await companyOf(req)));
  });

  /** `{ id, refCode }` or a list of them. */
  router.put('/ref-codes', async (req, res) => {
    res.json(await groups.updateRefCodes(await companyOf(req), req.body));
  });

  router.get('/:id', async (req, res) => {
    res.json(await groups.get(await companyOf(req), req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await groups.create(await companyOf(req), req.body));
  });

  router.put('/:id', async (req, res) => {
    res.json(await groups.update(await companyOf(req), req.params.id, req.body));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await groups.remove(await companyOf(req), req.params.id));
  });

  return router;
}
