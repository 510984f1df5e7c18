import { Router } from 'express';
import type { AdminScope } from '../../access/scope';
import { parseListQuery, sendList } from './listProtocol';

type ListQuery = ReturnType<typeof parseListQuery>;

/** A tenant resource's service as the list protocol calls it (users, user groups, IP groups). */
export interface CrudService {
  list(call: { scope: AdminScope; query: ListQuery }): Promise<{ total: number; items: unknown[] }>;
  getOne(call: { scope: AdminScope; id: string }): Promise<unknown>;
  /** Left out by a resource whose create needs more than the body (it routes its own POST). */
  create?(call: { scope: AdminScope; input: unknown }): Promise<unknown>;
  update(call: { scope: AdminScope; id: string; input: unknown }): Promise<unknown>;
  remove(call: { scope: AdminScope; id: string }): Promise<unknown>;
}

/**
 * The five ra-data-simple-rest routes of a tenant resource, over `router` (which has mounted
 * the admin scope and may carry the resource's own routes before these).
 */
export function crudRoutes(resource: string, service: CrudService, router = Router()): Router {
  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await service.list({ scope: req.adminScope, query });
    sendList(res, resource, items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await service.getOne({ scope: req.adminScope, id: req.params.id }));
  });

  const { create } = service;
  if (create) {
    router.post('/', async (req, res) => {
      res.status(201).json(await create({ scope: req.adminScope, input: req.body }));
    });
  }

  router.put('/:id', async (req, res) => {
    const call = { scope: req.adminScope, id: req.params.id, input: req.body };
    res.json(await service.update(call));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await service.remove({ scope: req.adminScope, id: req.params.id }));
  });

  return router;
}
