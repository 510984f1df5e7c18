import { Router } from 'express';
import type { UsageReport } from '../../viewer/usageReport';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/usage`: the usage report per title and month (read only). */
export function usageRoutes(report: UsageReport): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await report.list({ scope: req.adminScope, query });
    sendList(res, 'usage', items, total, query.range?.[0] ?? 0);
  });
  return router;
}
