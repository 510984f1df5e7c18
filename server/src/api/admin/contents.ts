import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { ContentCsv } from '../../content/csv/service';
import { isElementId } from '../../content/ids';
import type { ContentFilter } from '../../content/repository';
import type { ContentService } from '../../content/catalogue/service';
import { contentTypes, textStatuses } from '../../content/types';
import { AppError } from '../../errors';
import { readMultipart } from '../../http/multipart';
import { importLimits } from '../../imports/upload';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/contents` in the ra-data-simple-rest protocol, plus bulk, export and import. */
export function contentAdminRoutes({
  contents,
  csv,
}: {
  contents: ContentService;
  csv: ContentCsv;
}): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const filter = contentFilterOf(query.filter ?? {});
    const { total, items } = await contents.list({
      scope: req.adminScope,
      query: { ...query, filter },
    });
    sendList(res, 'contents', items, total, query.range?.[0] ?? 0);
  });

  router.get('/export', sendContentCsv(csv));

  router.post('/import', async (req, res) => {
    const readForm = () => readMultipart(req, importLimits);
    res.status(202).json(await csv.startImport({ scope: req.adminScope, readForm }));
  });

  router.put('/bulk', async (req, res) => {
    res.json(await contents.bulk({ scope: req.adminScope, input: req.body }));
  });

  router.get('/:id', async (req, res) => {
    res.json(await contents.get({ scope: req.adminScope, id: req.params.id }));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await contents.create({ scope: req.adminScope, input: req.body }));
  });

  router.put('/:id', async (req, res) => {
    res.json(await contents.update({ scope: req.adminScope, id: req.params.id, input: req.body }));
  });

  router.delete('/:id', async (req, res) => {
    const content = await contents.get({ scope: req.adminScope, id: req.params.id });
    await contents.remove({ scope: req.adminScope, ids: [content.id] });
    res.json(content);
  });

  return router;
}

/**
 * The content CSV download (UTF-8 with BOM): `/api/admin/contents/export` and the spec's
 * `GET /api/v1/content/export-csv`, behind an admin scope.
 */
export function sendContentCsv(csv: ContentCsv): RequestHandler {
  return async (req, res) => {
    const text = await csv.exportCsv({ scope: req.adminScope });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="contents.csv"');
    res.send(text);
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
