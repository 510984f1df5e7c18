import { Router } from 'express';
import type { Request } from 'express';
import type { ContentGroupService } from '../../content/groups/service';
import type { GroupReading } from '../../content/reading/groupReading';
import { parsePaging } from '../../db/paging';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { sendData, sendDataJson } from '../envelope';
import type { Scopes } from '../scope';
import { browsing, param } from './readers';

export interface ContentGroupApiDeps {
  scopes: Scopes;
  groups: ContentGroupService;
  groupReading: GroupReading;
}

/** `/content-group/*`: the reader's group lists and the spec's admin aliases (001 §7). */
export function contentGroupApi({ scopes, groups, groupReading }: ContentGroupApiDeps): Router {
  const router = Router();
  const { readerScope } = scopes;
  const adminScope = scopes.adminScope({ isTenantFromRequest: true });
  const listRequest = (req: Request) => ({
    contentId: param(req, 'contentId'),
    sort: param(req, 'sort'),
    sortField: param(req, 'sortField'),
  });

  router.get('/content-group/public/list', readerScope, async (req, res) => {
    const { company, viewer } = browsing(req, false);
    sendDataJson(req, res, await groupReading.list(company, viewer, listRequest(req)));
  });

  router.get('/content-group/content-group-list', readerScope, async (req, res) => {
    const { company, viewer } = browsing(req, true);
    sendDataJson(req, res, await groupReading.list(company, viewer, listRequest(req)));
  });

  router.get('/content-group/favorites-recently-read', readerScope, async (req, res) => {
    const { company, viewer } = browsing(req, true);
    const request = { ...listRequest(req), isPersonalOnly: true };
    sendDataJson(req, res, await groupReading.list(company, viewer, request));
  });

  router.get('/content-group/public/content-layout-detail', readerScope, async (req, res) => {
    const { company, viewer } = browsing(req, false);
    sendData(res, await groupReading.layoutDetail(company, viewer, param(req, 'contentGroupId')));
  });

  // Admin aliases: staff session; `?companyId=` (system admins), else the tenant, else own.
  const body = (req: Request) => toCamelKeys(req.body ?? {});

  router.get('/content-group/page', adminScope, async (req, res) => {
    const { page, size } = parsePaging(req.query);
    const start = (page - 1) * size;
    const { total, items } = await groups.list({
      scope: req.adminScope,
      query: { range: [start, start + size - 1] },
    });
    sendData(res, {
      content: items,
      totalElements: total,
      totalPages: Math.ceil(total / size),
      pageNumber: page,
      pageSize: size,
    });
  });

  router.get('/content-group/all', adminScope, async (req, res) => {
    sendData(res, await groups.all({ scope: req.adminScope }));
  });

  router.get('/content-group/detail/:id', adminScope, async (req, res) => {
    sendData(res, await groups.get({ scope: req.adminScope, id: String(req.params.id) }));
  });

  router.post('/content-group/add', adminScope, async (req, res) => {
    sendData(res, await groups.create({ scope: req.adminScope, input: body(req) }));
  });

  router.put('/content-group/update/:id', adminScope, async (req, res) => {
    sendData(
      res,
      await groups.update({ scope: req.adminScope, id: String(req.params.id), input: body(req) }),
    );
  });

  router.delete('/content-group/delete/:id', adminScope, async (req, res) => {
    sendData(res, await groups.remove({ scope: req.adminScope, id: String(req.params.id) }));
  });

  router.post('/content-group/reset-content-group', adminScope, async (req, res) => {
    sendData(res, await groups.reset({ scope: req.adminScope }));
  });

  router.put('/content-group/update-ref-code', adminScope, async (req, res) => {
    sendData(res, await groups.updateRefCodes({ scope: req.adminScope, input: body(req) }));
  });

  return router;
}
