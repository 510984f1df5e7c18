import { Router } from 'express';
import type { Request } from 'express';
import type { ImportService } from '../../imports/service';
import { importLimits } from '../../imports/upload';
import { readMultipart } from '../../http/multipart';
import { sendData } from '../envelope';
import { parseListQuery, sendList } from './listProtocol';

/**
 * `/api/admin/imports`: CSV imports as durable jobs. `POST /users` (multipart `file`, `mode`)
 * answers 202 `{ id }`, or 746 while another import of the tenant runs.
 */
export function importRoutes(imports: ImportService): Router {
  const router = Router();

  router.post('/users', async (req, res) => {
    const started = await imports.startUserImport({ scope: req.adminScope, readForm: formOf(req) });
    res.status(202).json(started);
  });

  router.get('/', async (req, res) => {
    const query = parseListQuery(req, 100);
    const { total, items } = await imports.list({ scope: req.adminScope, query });
    sendList(res, 'imports', items, total, query.range?.[0] ?? 0);
  });

  router.get('/:id', async (req, res) => {
    res.json(await imports.get({ scope: req.adminScope, id: req.params.id }));
  });

  router.get('/:id/log', async (req, res) => {
    const { fileName, text } = await imports.log({ scope: req.adminScope, id: req.params.id });
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
export function importAliasRoutes(imports: ImportService): Router {
  const router = Router();
  router.post('/import-csv-file/upload-csv', async (req, res) => {
    sendData(res, await imports.startUserImport({ scope: req.adminScope, readForm: formOf(req) }));
  });
  return router;
}

/** The multipart body is read only once the caller may import (a 403 reads nothing). */
function formOf(req: Request) {
  return () => readMultipart(req, importLimits);
}
