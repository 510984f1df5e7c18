import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/api/admin/imports`: CSV imports (users, contents) and their logs (owner while issue work is open: identity-admin). */
export function importRoutes(_ctx: AppContext): Router {
  return Router();
}
