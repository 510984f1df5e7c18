import { Router } from 'express';
import { aliasApi } from './aliases';
import type { AliasDeps } from './aliases';
import { publicApi } from './public';

export function v1Api(deps: AliasDeps): Router {
  const router = Router();
  router.use(publicApi(deps));
  router.use(aliasApi(deps));
  return router;
}
