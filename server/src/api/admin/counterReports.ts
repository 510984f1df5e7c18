import { Router } from 'express';
import type { CounterReports } from '../../counter';

/**
 * `/api/admin/counter-reports`: the console's Reports page. The institutions it can report on,
 * and a COUNTER report's tabular file (`/:reportId/tsv?begin=YYYY-MM&end=YYYY-MM&institution=`).
 */
export function counterReportRoutes(reports: CounterReports): Router {
  const router = Router();
  router.get('/institutions', async (req, res) => {
    res.json(await reports.consoleInstitutions({ scope: req.adminScope }));
  });
  router.get('/:reportId/tsv', async (req, res) => {
    const { fileName, tsv } = await reports.tsv({
      scope: req.adminScope,
      reportId: req.params.reportId.toUpperCase(),
      query: req.query,
    });
    res.set('Content-Type', 'text/tab-separated-values; charset=utf-8');
    res.attachment(fileName);
    res.send(tsv);
  });
  return router;
}
