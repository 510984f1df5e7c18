import type { Request } from 'express';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { managedCompanyId } from '../../content/scope';
import { contentFilesOf, readContentUpload } from '../../contentFiles';

/**
 * `/api/admin/content-files`: `POST /` creates a content with its PDF (multipart `file`,
 * optional `cover`, `content-data` JSON), `PUT /{id}` replaces the file, `GET /{id}/status`
 * is the text extraction state and `POST /{id}/extract-text` runs it again.
 * System admins pick the tenant with `?companyId=`.
 */
export function contentFileAdminRoutes(ctx: AppContext): Router {
  const files = contentFilesOf(ctx);
  const router = Router();
  const companyOf = (req: Request) => managedCompanyId(ctx.db, req.actor, req.query.companyId);

  router.post('/', async (req, res) => {
    const companyId = await companyOf(req);
    res.status(201).json(await files.create(companyId, await readContentUpload(req)));
  });

  router.put('/:id', async (req, res) => {
    const companyId = await companyOf(req);
    res.json(await files.replace(companyId, req.params.id, await readContentUpload(req)));
  });

  router.get('/:id/status', async (req, res) => {
    res.json(await files.status(await companyOf(req), req.params.id));
  });

  router.post('/:id/extract-text', async (req, res) => {
    res.status(202).json(await files.extractAgain(await companyOf(req), req.params.id));
  });

  return router;
}
