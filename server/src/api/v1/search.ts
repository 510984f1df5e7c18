import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/content/search`, full-text search and their public variants (owner while issue work is open: content-search). */
export function searchApi(_ctx: AppContext): Router {
  return Router();
}
