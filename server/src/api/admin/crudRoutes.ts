import { Router } from 'express';
import type { Request } from 'express';
import type { AdminScope } from '../../access/scope';
import { parseListQuery, sendList } from './listProtocol';

type ListQuery = ReturnType<typeof parseListQuery>;

/** What every call carries: the admin's scope (links are built from configuration only). */
interface Call {
  scope: AdminScope;
}

/** A tenant resource's service as the list protocol calls it (users, user groups, IP groups). */
export interface CrudService {
  list(call: Call & { query: ListQuery }): Promise<{ total: number; items: unknown[] }>;
  getOne(call: Call & { id: string }): Promise<unknown>;
  /** Left out by a resource whose create needs more than the body (it routes its own POST). */
  create?(call: Call & { input: unknown }): Promise<unknown>;
  update(call: Call & { id: string; input: unknown }): Promise<unknown>;
  remove(call: Call & { id: string }): Promise<unknown>;
}

function callOf(req: Request): Call {
  return { scope: req.adminScope };
}

/**
 * The five ra-data-simple-rest routes of a tenant resource, over `router` (which has mounted
 * the admin scope and may carry the resource's own routes before these).
 */
export function crudRoutes(resource: string, service: CrudService, router = Router()): Router {
  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await service.list({ ...callOf(req), query });
    sendList(res, resource, items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await service.getOne({ ...callOf(req), id: req.params.id }));
  });

  const { create } = service;
  if (create) {
    router.post('/', async (req, res) => {
      res.status(201).json(await create({ ...callOf(req), input: req.body }));
    });
  }

  router.put('/:id', async (req, res) => {
    const call = { ...callOf(req), id: req.params.id, input: req.body };
    res.json(await service.update(call));
  });

  router.delete('/:id', async (req, res) => {
    res.json(await service.remove({ ...callOf(req), id: req.params.id }));
  });

  return router;
}
