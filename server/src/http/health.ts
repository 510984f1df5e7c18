import { Router } from 'express';
import type { Knex } from 'knex';
import { ping } from '../db/knex';

/** `/healthz`: the process answers. `/readyz`: and the database does too. */
export function healthRoutes(db: Knex): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await ping(db);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
