import { Router } from 'express';
import type { Request } from 'express';
import { viewerOf } from '../../content/access';
import { contentServicesOf } from '../../content';
import { parsePaging } from '../../content/paging';
import type { AppContext } from '../../context';
import { toCamelKeys } from './caseKeys';
import { sendData } from './envelope';
import { readerOf, requireReader, tenantOf } from './tenant';
import { sendContentCsv } from '../admin/contents';

/** `/content/*`: content lists, detail, series, favourites and trending (contracts.md §7). */
export function contentApi(ctx: AppContext): Router {
  const router = Router();
  const { library, detail, favourites } = contentServicesOf(ctx);

  const who = (req: Request, isSignInRequired: boolean) => readerScope(ctx, req, isSignInRequired);
  async function reader(req: Request) {
    const { company, viewer } = await who(req, true);
    return { company, viewer: { ...viewer, userId: viewer.userId as string } };
  }

  const listRequest = (req: Request) => ({
    contentGroupId: param(req, 'contentGroupId'),
    sort: param(req, 'sort'),
    sortField: param(req, 'sortField'),
  });

  for (const [path, isSignInRequired] of [
    ['/content/page', true],
    ['/content/public/page', false],
  ] as const) {
    router.get(path, async (req, res) => {
      const { company, viewer } = await who(req, isSignInRequired);
      sendData(res, await library.page(company, viewer, listRequest(req), parsePaging(req.query)));
    });
  }

  router.get('/content/detail/:id', async (req, res) => {
    const { company, viewer } = await who(req, true);
    const request = { id: req.params.id, contentGroupId: param(req, 'contentGroupId') };
    sendData(res, await detail(company, viewer, request));
  });

  router.get('/content/public/detail', async (req, res) => {
    const { company, viewer } = await who(req, false);
    const id = param(req, 'id') ?? param(req, 'detailId');
    sendData(
      res,
      await detail(company, viewer, { id, contentGroupId: param(req, 'contentGroupId') }),
    );
  });

  router.get('/content/public/page/series-content', async (req, res) => {
    const { company, viewer } = await who(req, false);
    const contentId = param(req, 'contentId');
    sendData(res, await library.seriesPage(company, viewer, contentId, parsePaging(req.query)));
  });

  router.post('/content/favorites/add', async (req, res) => {
    const { viewer } = await reader(req);
    sendData(
      res,
      await favourites.add(viewer, toCamelKeys(req.body ?? {}) as Record<string, unknown>),
    );
  });

  router.delete('/content/favorites/delete/:id', async (req, res) => {
    const { viewer } = await reader(req);
    sendData(res, await favourites.remove(viewer, req.params.id));
  });

  router.post('/content/trending/add', async (req, res) => {
    const { viewer } = await reader(req);
    sendData(
      res,
      await favourites.addTrending(viewer, toCamelKeys(req.body ?? {}) as Record<string, unknown>),
    );
  });

  router.delete('/content/trending/delete/:id', async (req, res) => {
    const { viewer } = await reader(req);
    sendData(res, await favourites.removeTrending(viewer, req.params.id));
  });

  // The spec's admin export (001 §7), answered like `/api/admin/contents/export`.
  router.get('/content/export-csv', sendContentCsv(ctx));

  return router;
}

/** The tenant and the signed-in reader (required), or the reader if any on `/public/` calls. */
export async function readerScope(ctx: AppContext, req: Request, isSignInRequired: boolean) {
  const company = await tenantOf(ctx, req);
  const actor = isSignInRequired ? requireReader(req, company) : readerOf(req, company);
  return { company, viewer: viewerOf(company, actor) };
}

/** A query value under its camelCase or snake_case name (the reader sends both forms). */
export function param(req: Request, name: string): unknown {
  const snake = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return req.query[name] ?? req.query[snake];
}
