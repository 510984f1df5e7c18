import { Router } from 'express';
import type { Request } from 'express';
import type { AppContext } from '../../context';
import { createImportService } from '../../imports';
import { importLimits } from '../../imports/upload';
import { readMultipart } from '../../uploads/multipart';
import { sendData } from '../v1/envelope';
import { parseListQuery, sendList } from './listProtocol';
import { companyIdOf } from './settings';

/**
 * `/api/admin/imports`: CSV imports as durable jobs. `POST /users` (multipart `file`, `mode`)
 * answers 202 `{ id }`, or 746 while another import of the tenant runs.
 */
export function importRoutes(ctx: AppContext): Router {
  const imports = createImportService(ctx);
  const router = Router();

  router.post('/users', async (req, res) => {
    const started = await imports.startUserImport(req.actor, companyIdOf(req), formOf(req));
    res.status(202).json(started);
  });

  router.get('/', async (req, res) => {
    const query = parseListQuery(req, 100);
    const { total, items } = await imports.list(req.actor, companyIdOf(req), query);
    sendList(res, 'imports', items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await imports.get(req.actor, companyIdOf(req), req.params.id));
  });

  router.get('/:id/log', async (req, res) => {
    const { fileName, text } = await imports.log(req.actor, companyIdOf(req), req.params.id);
    res.set('Content-Type', 'text/plain; charset=utf-8');
    res.attachment(fileName);
    res.send(text);
  });

  return router;
}

/**
 * The spec's alias `POST /api/v1/import-csv-file/upload-csv` (admin session, v1 envelope):
 * the same user import, answered `{ status: 200, data: { id } }`.
 */
export function importAliasRoutes(ctx: AppContext): Router {
  const imports = createImportService(ctx);
  const router = Router();
  router.post('/import-csv-file/upload-csv', async (req, res) => {
    sendData(res, await imports.startUserImport(req.actor, companyIdOf(req), formOf(req)));
  });
  return router;
}

/** The multipart body is read only once the caller may import (a 403 reads nothing). */
function formOf(req: Request) {
  return () => readMultipart(req, importLimits);
}
