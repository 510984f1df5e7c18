import { Router } from 'express';
import type { AppContext } from '../../context';

/** Reader sign-in: `/auth/login`, IP login, `/auth/info`, `/auth/logout` (owner while issue work is open: identity-server). */
export function authApi(_ctx: AppContext): Router {
  return Router();
}
