import { Router } from 'express';
import type { Request } from 'express';
import { contentServicesOf } from '../../content';
import { parsePaging } from '../../content/paging';
import { managedCompanyId } from '../../content/scope';
import type { AppContext } from '../../context';
import { toCamelKeys } from './caseKeys';
import { sendData } from './envelope';
import { param, readerScope } from './content';

/** `/content-group/*`: the reader's group lists and the spec's admin aliases (001 §7). */
export function contentGroupApi(ctx: AppContext): Router {
  const router = Router();
  const { groups, groupReading } = contentServicesOf(ctx);

  const who = (req: Request, isSignInRequired: boolean) => readerScope(ctx, req, isSignInRequired);
  const listRequest = (req: Request) => ({
    contentId: param(req, 'contentId'),
    sort: param(req, 'sort'),
    sortField: param(req, 'sortField'),
  });

  router.get('/content-group/public/list', async (req, res) => {
    const { company, viewer } = await who(req, false);
    sendData(res, await groupReading.list(company, viewer, listRequest(req)));
  });

  router.get('/content-group/content-group-list', async (req, res) => {
    const { company, viewer } = await who(req, true);
    sendData(res, await groupReading.list(company, viewer, listRequest(req)));
  });

  router.get('/content-group/favorites-recently-read', async (req, res) => {
    const { company, viewer } = await who(req, true);
    const request = { ...listRequest(req), isPersonalOnly: true };
    sendData(res, await groupReading.list(company, viewer, request));
  });

  router.get('/content-group/public/content-layout-detail', async (req, res) => {
    const { company, viewer } = await who(req, false);
    sendData(res, await groupReading.layoutDetail(company, viewer, param(req, 'contentGroupId')));
  });

  // Admin aliases: staff session; `?companyId=` (system admins), else the tenant, else own.
  const companyOf = async (req: Request) => {
    const requested = req.query.companyId || (await ctx.tenancy.forApi(req))?.id;
    return managedCompanyId(ctx.db, req.actor, requested);
  };
  const body = (req: Request) => toCamelKeys(req.body ?? {});

  router.get('/content-group/page', async (req, res) => {
    const companyId = await companyOf(req);
    const { page, size } = parsePaging(req.query);
    const start = (page - 1) * size;
    const { total, items } = await groups.list(companyId, { range: [start, start + size - 1] });
    sendData(res, {
      content: items,
      totalElements: total,
      totalPages: Math.ceil(total / size),
      pageNumber: page,
      pageSize: size,
    });
  });

  router.get('/content-group/all', async (req, res) => {
    sendData(res, await groups.all(await companyOf(req)));
  });

  router.get('/content-group/detail/:id', async (req, res) => {
    sendData(res, await groups.get(await companyOf(req), req.params.id));
  });

  router.post('/content-group/add', async (req, res) => {
    sendData(res, await groups.create(await companyOf(req), body(req)));
  });

  router.put('/content-group/update/:id', async (req, res) => {
    sendData(res, await groups.update(await companyOf(req), req.params.id, body(req)));
  });

  router.delete('/content-group/delete/:id', async (req, res) => {
    sendData(res, await groups.remove(await companyOf(req), req.params.id));
  });

  router.post('/content-group/reset-content-group', async (req, res) => {
    sendData(res, await groups.reset(await companyOf(req)));
  });

  router.put('/content-group/update-ref-code', async (req, res) => {
    sendData(res, await groups.updateRefCodes(await companyOf(req), body(req)));
  });

  return router;
}
