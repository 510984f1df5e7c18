import { Router } from 'express';
import { authServiceOf } from '../../app';
import type { AppContext } from '../../context';
import { authRoutes } from './auth';
import { companyRoutes } from './companies';
import { contentFileAdminRoutes } from './contentFiles';
import { contentAdminRoutes } from './contents';
import { contentGroupAdminRoutes } from './contentGroups';
import { ipGroupRoutes } from './ipGroups';
import { importRoutes } from './imports';
import { settingsRoutes } from './settings';
import { userGroupRoutes } from './userGroups';
import { userRoutes } from './users';

/** `/api/admin/*`: react-admin resources (ra-data-simple-rest protocol, contracts.md). */
export function adminApi(ctx: AppContext): Router {
  const router = Router();
  router.use((_req, res, next) => {
    // The console reads list totals from Content-Range; admin data is never cached.
    res.set('Access-Control-Expose-Headers', 'Content-Range');
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use('/auth', authRoutes(authServiceOf(ctx)));
  router.use('/settings', settingsRoutes(ctx.settings));
  router.use('/companies', companyRoutes(ctx.companies));
  router.use('/users', userRoutes(ctx));
  router.use('/user-groups', userGroupRoutes(ctx));
  router.use('/ip-groups', ipGroupRoutes(ctx));
  router.use('/imports', importRoutes(ctx));
  router.use('/contents', contentAdminRoutes(ctx));
  router.use('/content-groups', contentGroupAdminRoutes(ctx));
  router.use('/content-files', contentFileAdminRoutes(ctx));
  return router;
}
