import { Router } from 'express';
import type { CompanyService } from '../../companies/service';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/companies` in the ra-data-simple-rest protocol (system admins only). */
export function companyRoutes(companies: CompanyService): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await companies.list(req.actor, query);
    sendList(res, 'companies', items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await companies.getOne(req.actor, req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await companies.create(req.actor, req.body));
  });

  router.put('/:id', async (req, res) => {
    res.json(await companies.update(req.actor, req.params.id, req.body));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await companies.remove(req.actor, req.params.id));
  });

  return router;
}
