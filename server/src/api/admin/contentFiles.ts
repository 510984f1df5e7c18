import { Router } from 'express';
import type { ContentFileService } from '../../content/files/service';
import { readContentUpload } from '../../content/files/uploadForm';
import type { BlobStore } from '../../storage/blobStore';

/**
 * `/api/admin/content-files`: `POST /` creates a content with its PDF (multipart `file`,
 * optional `cover`, `content-data` JSON), `PUT /{id}` replaces the file, `GET /{id}/status`
 * is the text extraction state and `POST /{id}/extract-text` runs it again.
 * System admins pick the tenant with `?companyId=`. Files are streamed to `store`'s staging.
 */
export function contentFileAdminRoutes(
  files: ContentFileService,
  store: Pick<BlobStore, 'stage'>,
): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    res
      .status(201)
      .json(
        await files.create({ scope: req.adminScope, form: await readContentUpload(req, store) }),
      );
  });

  router.put('/:id', async (req, res) => {
    res.json(
      await files.replace({
        scope: req.adminScope,
        id: req.params.id,
        form: await readContentUpload(req, store),
      }),
    );
  });

  router.get('/:id/status', async (req, res) => {
    res.json(await files.status({ scope: req.adminScope, id: req.params.id }));
  });

  router.post('/:id/extract-text', async (req, res) => {
    res.status(202).json(await files.extractAgain({ scope: req.adminScope, id: req.params.id }));
  });

  return router;
}
