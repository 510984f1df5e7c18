import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/api/admin/content-files`: content upload, replace and text-extraction status (owner while issue work is open: content-files). */
export function contentFileAdminRoutes(_ctx: AppContext): Router {
  return Router();
}
