import { Router } from 'express';
import type { Onboarding } from '../../onboarding';

/** `/api/admin/onboarding`: the working tenant's setup checklist (`?companyId=` for system admins). */
export function onboardingRoutes(onboarding: Onboarding): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json(await onboarding.checklist({ scope: req.adminScope }));
  });
  return router;
}
