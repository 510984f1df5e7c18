import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/api/admin/user-groups`: user groups with max users (owner while issue work is open: identity-admin). */
export function userGroupRoutes(_ctx: AppContext): Router {
  return Router();
}
