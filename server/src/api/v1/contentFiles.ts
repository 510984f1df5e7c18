import { pipeline } from 'node:stream';
import type { Request } from 'express';
import { Router } from 'express';
import { policy } from '../../auth/policy';
import type { AppContext } from '../../context';
import { contentFilesOf, findCover, readContentUpload } from '../../contentFiles';
import { AppError } from '../../errors';
import type { ContentUploadForm } from '../../contentFiles/uploadForm';
import { toCamelKeys } from './caseKeys';
import { sendData } from './envelope';
import { tenantOf } from './tenant';

/**
 * The spec's upload calls (001 §7): `POST /content/upload-add` and
 * `PUT /content/replace-content/{id}`, multipart `file` + `content-data` JSON (snake_case),
 * for the tenant's staff (X-Access-Token or the console cookie); and
 * `GET /content/cover/{id}`, the uploaded cover image.
 */
export function contentFileApi(ctx: AppContext): Router {
  const files = contentFilesOf(ctx);
  const router = Router();

  /** Checked before the body is read: nothing is received for someone who may not upload. */
  async function staffCompanyId(req: Request): Promise<string> {
    const company = await tenantOf(ctx, req);
    policy.assertCanManageContent(req.actor, company.id);
    return company.id;
  }

  router.post('/content/upload-add', async (req, res) => {
    const companyId = await staffCompanyId(req);
    const form = camelData(await readContentUpload(req));
    sendData(res, await files.create(companyId, form));
  });

  router.put('/content/replace-content/:id', async (req, res) => {
    const companyId = await staffCompanyId(req);
    const form = camelData(await readContentUpload(req));
    sendData(res, await files.replace(companyId, req.params.id, form));
  });

  router.get('/content/cover/:id', async (req, res) => {
    const tenant = await ctx.tenancy.forApi(req);
    const cover = await findCover(ctx.db, ctx.store, {
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
