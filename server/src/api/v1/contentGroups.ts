import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/content-group/*` (owner while issue work is open: content-server). */
export function contentGroupApi(_ctx: AppContext): Router {
  return Router();
}
