import { Router } from 'express';
import type { AppContext } from '../../context';
import { importAliasRoutes } from '../admin/imports';
import { accountApi } from './account';
import { aliasApi } from './aliases';
import { authApi } from './auth';
import { contentApi } from './content';
import { contentFileApi } from './contentFiles';
import { contentGroupApi } from './contentGroups';
import { searchApi } from './search';
import { socialAuthApi } from './socialAuth';

export { publicApi } from './public';

/** `/api/v1`: the spec's API (contracts.md §5); anonymous settings calls are `publicApi`. */
export function v1Api(ctx: AppContext): Router {
  const router = Router();
  router.use(aliasApi(ctx));
  router.use(authApi(ctx));
  router.use(socialAuthApi(ctx));
  router.use(accountApi(ctx));
  router.use(searchApi(ctx));
  router.use(contentFileApi(ctx));
  router.use(contentApi(ctx));
  router.use(contentGroupApi(ctx));
  router.use(importAliasRoutes(ctx));
  return router;
}
