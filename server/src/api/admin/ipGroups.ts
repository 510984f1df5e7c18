import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/api/admin/ip-groups`: IP ranges that sign in by address (owner while issue work is open: identity-admin). */
export function ipGroupRoutes(_ctx: AppContext): Router {
  return Router();
}
