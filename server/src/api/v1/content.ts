import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/content/*` reading, favourites and trending (owner while issue work is open: content-server). */
export function contentApi(_ctx: AppContext): Router {
  return Router();
}
