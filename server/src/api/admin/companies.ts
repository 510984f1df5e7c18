import { Router } from 'express';
import type { CompanyService } from '../../companies/service';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/companies` in the ra-data-simple-rest protocol (system admins only). */
export function companyRoutes(companies: CompanyService): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await companies.list({ actor: req.actor, query });
    sendList(res, 'companies', items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await companies.getOne({ actor: req.actor, id: req.params.id }));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await companies.create({ actor: req.actor, input: req.body }));
  });

  router.put('/:id', async (req, res) => {
    res.json(await companies.update({ actor: req.actor, id: req.params.id, input: req.body }));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await companies.remove({ actor: req.actor, id: req.params.id }));
  });

  return router;
}
