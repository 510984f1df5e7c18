import { Router } from 'express';
import type { AppContext } from '../../context';

/** Google, Microsoft and learning-service sign-in (owner while issue work is open: identity-oidc). */
export function socialAuthApi(_ctx: AppContext): Router {
  return Router();
}
