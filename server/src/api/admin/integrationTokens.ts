import { Router } from 'express';
import type { IntegrationTokens } from '../../integrations';
import { sendList } from './listProtocol';

/**
 * `/api/admin/integration-tokens`: a tenant's tokens for machines. The token itself is in the
 * create answer only; DELETE revokes (the row stays, listed as revoked).
 */
export function integrationTokenRoutes(tokens: IntegrationTokens): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const items = await tokens.list({ scope: req.adminScope });
    sendList(res, 'integration-tokens', items, items.length, 0);
  });
  router.get('/:id', async (req, res) => {
    res.json(await tokens.get({ scope: req.adminScope, id: req.params.id }));
  });
  router.post('/', async (req, res) => {
    res.status(201).json(await tokens.create({ scope: req.adminScope, input: req.body }));
  });
  router.delete('/:id', async (req, res) => {
    res.json(await tokens.revoke({ scope: req.adminScope, id: req.params.id }));
  });
  return router;
}
