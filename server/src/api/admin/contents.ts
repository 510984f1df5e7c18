import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/api/admin/contents`: the content list and its bulk actions (owner while issue work is open: content-server). */
export function contentAdminRoutes(_ctx: AppContext): Router {
  return Router();
}
