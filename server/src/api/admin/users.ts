import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/api/admin/users`: reader accounts of a tenant (owner while issue work is open: identity-admin). */
export function userRoutes(_ctx: AppContext): Router {
  return Router();
}
