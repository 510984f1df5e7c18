import { Router } from 'express';
import type { AppContext } from '../../context';

/** `/content/upload-add`, `/content/replace-content/{id}` (owner while issue work is open: content-files). */
export function contentFileApi(_ctx: AppContext): Router {
  return Router();
}
