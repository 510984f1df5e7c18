import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { contentServicesOf } from '../../content';
import { exportContentsCsv } from '../../content/csv/export';
import { startContentImport } from '../../content/csv/upload';
import { isElementId } from '../../content/ids';
import type { ContentFilter } from '../../content/repository';
import { managedCompanyId } from '../../content/scope';
import { contentTypes, textStatuses } from '../../content/types';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { importLimits } from '../../imports/upload';
import { readMultipart } from '../../uploads/multipart';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/contents` in the ra-data-simple-rest protocol, plus bulk, export and import. */
export function contentAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  const { contents } = contentServicesOf(ctx);
  const companyOf = (req: Request) => managedCompanyId(ctx.db, req.actor, req.query.companyId);

  router.get('/', async (req, res) => {
    const companyId = await companyOf(req);
    const query = parseListQuery(req);
    const filter = contentFilterOf(query.filter ?? {});
    const { total, items } = await contents.list(companyId, { ...query, filter });
    sendList(res, 'contents', items, total, query.range?.[0] ?? 0);
  });

  router.get('/export', sendContentCsv(ctx));

  router.post('/import', async (req, res) => {
    const companyId = await companyOf(req);
    const form = await readMultipart(req, importLimits);
    res
      .status(202)
      .json(
        await startContentImport(ctx, req.actor as NonNullable<typeof req.actor>, companyId, form),
      );
  });

  router.put('/bulk', async (req, res) => {
    res.json(await contents.bulk(await companyOf(req), req.body));
  });

  router.get('/:id', async (req, res) => {
    res.json(await contents.get(await companyOf(req), req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await contents.create(await companyOf(req), req.body));
  });

  router.put('/:id', async (req, res) => {
    res.json(await contents.update(await companyOf(req), req.params.id, req.body));
  });

  router.delete('/:id', async (req, res) => {
    const companyId = await companyOf(req);
    const content = await contents.get(companyId, req.params.id);
    await contents.remove(companyId, [content.id]);
    res.json(content);
  });

  return router;
}

/**
 * The content CSV download (UTF-8 with BOM): `/api/admin/contents/export` and the spec's
 * `GET /api/v1/content/export-csv`. System admins choose the tenant with `?companyId=`.
 */
export function sendContentCsv(ctx: AppContext): RequestHandler {
  return async (req, res) => {
    const requested = req.query.companyId || (await ctx.tenancy.forApi(req))?.id;
    const companyId = await managedCompanyId(ctx.db, req.actor, requested);
    const csv = await exportContentsCsv(ctx.db, companyId, ctx.clock.now().getUTCFullYear());
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="contents.csv"');
    res.send(csv);
  };
}

/** The list filters the console sends: q, id (getMany), groupId, type, isPublished, textStatus. */
function contentFilterOf(filter: Record<string, unknown>): ContentFilter {
  const errors: Record<string, string> = {};
  const result: ContentFilter = {};
  // PostgreSQL text cannot hold NUL: such a search matches nothing rather than failing.
  if (typeof filter.q === 'string') result.q = filter.q.slice(0, 255).replaceAll('\u0000', '');
  if (filter.id !== undefined) {
    const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
    result.ids = ids.filter(isElementId);
  }
  if (filter.groupId !== undefined) {
    if (isElementId(filter.groupId)) result.groupId = filter.groupId;
    else errors.groupId = 'Not a content group id.';
  }
  if (filter.type !== undefined) {
    if (contentTypes.includes(filter.type as never)) result.type = filter.type as string;
    else errors.type = 'Use new, popular, recommend or empty.';
  }
  if (filter.isPublished !== undefined) {
    if (typeof filter.isPublished === 'boolean') result.isPublished = filter.isPublished;
    else errors.isPublished = 'Must be true or false.';
  }
  if (filter.textStatus !== undefined) {
    if (textStatuses.includes(filter.textStatus as never))
      result.textStatus = filter.textStatus as string;
    else errors.textStatus = 'Use NONE, PENDING, DONE or FAILED.';
  }
  if (Object.keys(errors).length) throw AppError.badRequest(errors);
  return result;
}
