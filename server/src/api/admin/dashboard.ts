import { Router } from 'express';
import type { Dashboard } from '../../dashboard';

/** `/api/admin/dashboard`: the console dashboard's figures (`?months=`, `?companyId=`). */
export function dashboardRoutes(dashboard: Dashboard): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json(await dashboard.figures({ scope: req.overviewScope, months: req.query.months }));
  });
  return router;
}
