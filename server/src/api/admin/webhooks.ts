import { Router } from 'express';
import type { DeliveryLog, WebhookEndpoints } from '../../webhooks';
import { crudRoutes } from './crudRoutes';
import { parseListQuery, sendList } from './listProtocol';

/**
 * `/api/admin/webhook-endpoints`: a tenant's endpoints (the five list-protocol routes) and
 * `POST /{id}/rotate-secret`; the secret is in the create's and the rotation's answer only.
 */
export function webhookEndpointRoutes(endpoints: WebhookEndpoints): Router {
  const router = Router();
  router.post('/:id/rotate-secret', async (req, res) => {
    res.json(await endpoints.rotateSecret({ scope: req.adminScope, id: req.params.id }));
  });
  return crudRoutes('webhook-endpoints', endpoints, router);
}

/** `/api/admin/webhook-deliveries`: the delivery log (list, one with its tries) and replay. */
export function webhookDeliveryRoutes(log: DeliveryLog): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseListQuery(req, 100);
    const { total, items } = await log.list({ scope: req.adminScope, query });
    sendList(res, 'webhook-deliveries', items, total, query.range?.[0] ?? 0);
  });
  router.get('/:id', async (req, res) => {
    res.json(await log.getOne({ scope: req.adminScope, id: req.params.id }));
  });
  router.post('/:id/replay', async (req, res) => {
    res.status(201).json(await log.replay({ scope: req.adminScope, id: req.params.id }));
  });
  return router;
}
