import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/api/admin/content-groups` (owner while issue work is open: content-server). */
export function contentGroupAdminRoutes(_ctx: AppContext): Router {
  return Router();
}
