import { Router } from 'express';
import type { UsageReport } from '../../viewer/usageReport';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/usage`: the usage report per title and month (read only), and its CSV. */
export function usageRoutes(report: UsageReport): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await report.list({ scope: req.adminScope, query });
    sendList(res, 'usage', items, total, query.range?.[0] ?? 0);
  });
  // `?filter={"from":…,"to":…}` as the list sends it: the file is the months on screen.
  router.get('/export', async (req, res) => {
    const { filter } = parseListQuery(req);
    const { fileName, csv } = await report.exportCsv({ scope: req.adminScope, filter });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.attachment(fileName);
    res.send(csv);
  });
  return router;
}
