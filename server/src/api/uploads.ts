import { pipeline } from 'node:stream';
import cookieParser from 'cookie-parser';
import { Router } from 'express';
import type { RequestHandler, Response } from 'express';

import { AppError } from '../errors';
import type { BlobStore } from '../storage/blobStore';
import { createImageUploads, imageExtensions, isImageFolder } from '../settings/images';
import { readMultipart } from '../http/multipart';
import { requireFile, uploadLimits } from '../settings/imageForm';

export interface UploadRoutesDeps {
  store: BlobStore;
  /** Resolves `req.actor`; these routes sit before the `/api` body parser and session. */
  session: RequestHandler;
  /** The admin scope (after `session`): the tenant the image is for. */
  adminScope: RequestHandler;
}

const YEAR = 365 * 24 * 3600;
const fileName = new RegExp(`^([a-f0-9]{64})\\.(${imageExtensions.join('|')})$`);

/**
 * `POST /api/admin/uploads/{folder}` (staff, multipart field `file`) and
 * `GET /files/{companyId}/{folder}/{sha256}.{ext}` (public: logos show on anonymous pages).
 */
export function uploadRoutes({ store, session, adminScope }: UploadRoutesDeps): Router {
  const images = createImageUploads({ store });
  const router = Router();

  router.post(
    '/api/admin/uploads/:folder',
    cookieParser(),
    session,
    adminScope,
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const companyId = images.tenantOf(req.adminScope);
      const folder = String(req.params.folder);
      if (!isImageFolder(folder)) throw AppError.notFound('Unknown image folder.');
      const file = requireFile(await readMultipart(req, uploadLimits));
      const image = await images.upload({ companyId, folder, ...file });
      res.status(201).json(image);
    },
  );

  router.get('/files/:companyId/:folder/:name', async (req, res) => {
    const { companyId, folder, name } = req.params;
    const match = fileName.exec(name);
    const blob =
      match && isImageFolder(folder) && (await store.get(`${companyId}/${folder}/${name}`));
    if (!match || !blob) {
      notFound(res);
      return;
    }
    // The name is the content's hash: the URL can never show other bytes.
    res.set({
      'Content-Type': blob.contentType,
      'Content-Length': String(blob.size),
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': `public, max-age=${YEAR}, immutable`,
      ETag: `"${match[1]}"`,
    });
    if (req.fresh) {
      blob.stream.destroy();
      res.status(304).end();
      return;
    }
    // A client that goes away mid-download is no server error.
    pipeline(blob.stream, res, () => undefined);
  });

  return router;
}

function notFound(res: Response) {
  res.status(404).type('text').send('Not found');
}
