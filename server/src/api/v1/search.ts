import { Router } from 'express';
import type { Request, Response } from 'express';
import type { AppContext } from '../../context';
import { createSearchService } from '../../search';
import { toCamelKeys } from './caseKeys';
import { sendData } from './envelope';
import { requireReader, tenantOf } from './tenant';

/**
 * `/content/search` and `/content/full-text-search` (signed-in readers) and their `/public/`
 * variants (anonymous visitors, when the tenant allows anonymous search).
 */
export function searchApi(ctx: AppContext): Router {
  const router = Router();
  const service = createSearchService({ db: ctx.db, settings: ctx.settings });

  async function caller(req: Request, isPublic: boolean) {
    const company = await tenantOf(ctx, req);
    return { company, reader: isPublic ? null : requireReader(req, company) };
  }

  for (const isPublic of [false, true]) {
    const prefix = isPublic ? '/content/public' : '/content';

    router.post(`${prefix}/search`, async (req: Request, res: Response) => {
      const query = toCamelKeys(req.query) as Record<string, unknown>;
      const body = toCamelKeys(req.body ?? []) as Record<string, unknown> | unknown[];
      const page = await service.search({
        ...(await caller(req, isPublic)),
        page: query.page,
        size: query.size,
        sort: query.sort,
        sortField: query.sortField ?? query.sortBy,
        searchRequests: Array.isArray(body) ? body : body.searchRequests,
      });
      sendData(res, page);
    });

    router.post(`${prefix}/full-text-search`, async (req: Request, res: Response) => {
      const input = {
        ...(toCamelKeys(req.query) as object),
        ...(toCamelKeys(req.body ?? {}) as object),
      };
      const { searchKey, contentGroupId, page, size, sort, sortField } = input as Record<
        string,
        unknown
      >;
      const result = await service.fullTextSearch({
        ...(await caller(req, isPublic)),
        searchKey,
        contentGroupId,
        page,
        size,
        sort,
        sortField,
      });
      sendData(res, result);
    });
  }
  return router;
}
