import { Router } from 'express';
import type { AppContext } from '../../context';

/** The account area: `/user/*`, forgot password (owner while issue work is open: identity-account). */
export function accountApi(_ctx: AppContext): Router {
  return Router();
}
