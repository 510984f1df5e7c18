import { Router } from 'express';
import type { Response } from 'express';
import type { Sushi, SushiAnswer } from '../counter';

/**
 * `/api/sushi/r51`: the COUNTER API (COUNTER_SUSHI5, Release 5.1) for libraries' harvesters.
 * No session: each call names its institution and shows an integration token (counter/sushi.ts).
 * An unknown report is an unknown path (404), as Appendix D asks.
 */
export function sushiApi(sushi: Sushi): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/status', (_req, res) => send(res, sushi.status()));
  router.get('/members', async (req, res) => send(res, await sushi.members(req.query)));
  router.get('/reports', async (req, res) => send(res, await sushi.reportList(req.query)));
  router.get('/reports/tr_b1', async (req, res) =>
    send(res, await sushi.report('TR_B1', req.query)),
  );
  router.get('/reports/tr_b2', async (req, res) =>
    send(res, await sushi.report('TR_B2', req.query)),
  );
  return router;
}

function send(res: Response, answer: SushiAnswer): void {
  res.status(answer.status).json(answer.body);
}
