import { pipeline } from 'node:stream';
import type { Request } from 'express';
import { Router } from 'express';
import type { ContentFileService } from '../../content/files/service';
import { readContentUpload } from '../../content/files/uploadForm';
import type { ContentUploadForm } from '../../content/files/uploadForm';
import { AppError } from '../../errors';
import type { Tenancy } from '../../tenancy/resolve';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import type { BlobStore } from '../../storage/blobStore';

export interface ContentFileApiDeps {
  scopes: Scopes;
  tenancy: Tenancy;
  files: ContentFileService;
  /** Where uploads are staged while they are checked. */
  store: Pick<BlobStore, 'stage'>;
}

/**
 * The spec's upload calls (001 §7): `POST /content/upload-add` and
 * `PUT /content/replace-content/{id}`, multipart `file` + `content-data` JSON (snake_case),
 * for the tenant's staff (X-Access-Token or the console cookie); and
 * `GET /content/cover/{id}`, the uploaded cover image.
 */
export function contentFileApi({ scopes, tenancy, files, store }: ContentFileApiDeps): Router {
  const router = Router();
  const staff = scopes.adminScope({ isTenantFromRequest: true });

  /** Checked before the body is read: nothing is received for someone who may not upload. */
  async function uploadOf(req: Request): Promise<ContentUploadForm> {
    await files.assertMayUpload({ scope: req.adminScope });
    return camelData(await readContentUpload(req, store));
  }

  router.post('/content/upload-add', staff, async (req, res) => {
    const form = await uploadOf(req);
    sendData(res, await files.create({ scope: req.adminScope, form }));
  });

  router.put('/content/replace-content/:id', staff, async (req, res) => {
    const form = await uploadOf(req);
    sendData(res, await files.replace({ scope: req.adminScope, id: String(req.params.id), form }));
  });

  router.get('/content/cover/:id', async (req, res) => {
    const tenant = await tenancy.forApi(req);
    const cover = await files.cover({
      contentId: req.params.id,
      tenantId: tenant?.id ?? null,
      actor: req.actor,
    });
    if (!cover) throw AppError.notFound('No cover image.');
    res.set({
      'Content-Type': cover.blob.contentType,
      'Content-Length': String(cover.blob.size),
      'X-Content-Type-Options': 'nosniff',
      // The URL stays when the cover changes: revalidate, and the hash answers 304.
      'Cache-Control': 'public, no-cache',
      ETag: `"${cover.hash}"`,
    });
    if (req.fresh) {
      cover.blob.stream.destroy();
      res.status(304).end();
      return;
    }
    // A client that goes away mid-download is no server error.
    pipeline(cover.blob.stream, res, () => undefined);
  });

  return router;
}

/** v1 sends snake_case; the spec's `content_group_ids` are the service's `groupIds`. */
function camelData(form: ContentUploadForm): ContentUploadForm {
  if (!form.data) return form;
  const { contentGroupIds, ...data } = toCamelKeys(form.data) as Record<string, unknown>;
  if (contentGroupIds !== undefined && data.groupIds === undefined) data.groupIds = contentGroupIds;
  return { ...form, data };
}
