import { Router } from 'express';
import type { Request } from 'express';
import type { ContentCsv } from '../../content/csv/service';
import type { ContentDetail } from '../../content/reading/detail';
import type { FavouriteService } from '../../content/favourites/service';
import type { Library } from '../../content/reading/library';
import { parsePaging } from '../../db/paging';
import { sendContentCsv } from '../admin/contents';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import { browsing, param, signedInViewer } from './readers';

export interface ContentApiDeps {
  scopes: Scopes;
  library: Library;
  detail: ContentDetail;
  favourites: FavouriteService;
  csv: ContentCsv;
}

/** `/content/*`: content lists, detail, series, favourites and trending (contracts.md §7). */
export function contentApi({ scopes, library, detail, favourites, csv }: ContentApiDeps): Router {
  const router = Router();
  const { readerScope } = scopes;
  const keeping = scopes.deviceReader({ create: true });
  const kept = scopes.deviceReader({ create: false });

  const listRequest = (req: Request) => ({
    contentGroupId: param(req, 'contentGroupId'),
    sort: param(req, 'sort'),
    sortField: param(req, 'sortField'),
  });

  for (const [path, isSignInRequired] of [
    ['/content/page', true],
    ['/content/public/page', false],
  ] as const) {
    router.get(path, readerScope, async (req, res) => {
      const { company, viewer } = browsing(req, isSignInRequired);
      sendData(res, await library.page(company, viewer, listRequest(req), parsePaging(req.query)));
    });
  }

  router.get('/content/detail/:id', readerScope, async (req, res) => {
    const { company, viewer } = browsing(req, true);
    const request = { id: req.params.id, contentGroupId: param(req, 'contentGroupId') };
    sendData(res, await detail(company, viewer, request));
  });

  router.get('/content/public/detail', readerScope, async (req, res) => {
    const { company, viewer } = browsing(req, false);
    const id = param(req, 'id') ?? param(req, 'detailId');
    sendData(
      res,
      await detail(company, viewer, { id, contentGroupId: param(req, 'contentGroupId') }),
    );
  });

  router.get('/content/public/page/series-content', readerScope, async (req, res) => {
    const { company, viewer } = browsing(req, false);
    const contentId = param(req, 'contentId');
    sendData(res, await library.seriesPage(company, viewer, contentId, parsePaging(req.query)));
  });

  // An OPEN_TYPE visitor keeps favourites as its device reader (auth/deviceReaders.ts).
  router.post('/content/favorites/add', readerScope, keeping, async (req, res) => {
    const { viewer } = signedInViewer(req);
    sendData(
      res,
      await favourites.add(viewer, toCamelKeys(req.body ?? {}) as Record<string, unknown>),
    );
  });

  router.delete('/content/favorites/delete/:id', readerScope, kept, async (req, res) => {
    const { viewer } = signedInViewer(req);
    sendData(res, await favourites.remove(viewer, req.params.id));
  });

  router.post('/content/trending/add', readerScope, async (req, res) => {
    const { viewer } = signedInViewer(req);
    sendData(
      res,
      await favourites.addTrending(viewer, toCamelKeys(req.body ?? {}) as Record<string, unknown>),
    );
  });

  router.delete('/content/trending/delete/:id', readerScope, async (req, res) => {
    const { viewer } = signedInViewer(req);
    sendData(res, await favourites.removeTrending(viewer, req.params.id));
  });

  // The spec's admin export (001 §7), answered like `/api/admin/contents/export`.
  router.get(
    '/content/export-csv',
    scopes.adminScope({ isTenantFromRequest: true }),
    sendContentCsv(csv),
  );

  return router;
}
