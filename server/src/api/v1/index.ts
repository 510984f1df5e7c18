import type { Router } from 'express';
import { aliasApi } from './aliases';
import type { AliasDeps } from './aliases';

export { publicApi } from './public';

/** The spec's admin aliases; the anonymous endpoints (`publicApi`) are mounted apart. */
export function v1Api(deps: AliasDeps): Router {
  return aliasApi(deps);
}
