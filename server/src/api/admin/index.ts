import { Router } from 'express';
import type { AuthService } from '../../auth/service';
import type { CompanyService } from '../../companies/service';
import type { SettingsService } from '../../settings/service';
import { authRoutes } from './auth';
import { companyRoutes } from './companies';
import { settingsRoutes } from './settings';

export interface AdminApiDeps {
  auth: AuthService;
  settings: SettingsService;
  companies: CompanyService;
}

export function adminApi({ auth, settings, companies }: AdminApiDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    // The console reads list totals from Content-Range; admin data is never cached.
    res.set('Access-Control-Expose-Headers', 'Content-Range');
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use('/auth', authRoutes(auth));
  router.use('/settings', settingsRoutes(settings));
  router.use('/companies', companyRoutes(companies));
  return router;
}
