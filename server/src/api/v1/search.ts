import { Router } from 'express';
import type { Request, Response } from 'express';
import { requireReader } from '../../access/policy';
import type { SearchService } from '../../content/search/service';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';

/**
 * `/content/search` and `/content/full-text-search` (signed-in readers) and their `/public/`
 * variants (anonymous visitors, when the tenant allows anonymous search).
 */
export function searchApi({ scopes, search }: { scopes: Scopes; search: SearchService }): Router {
  const router = Router();

  /** Public searches run anonymously whatever token comes along, as the reader sends one. */
  function caller(req: Request, isPublic: boolean) {
    const { company, isStaffPreview } = req.readerScope;
    return { company, reader: isPublic ? null : requireReader(req.readerScope), isStaffPreview };
  }

  for (const isPublic of [false, true]) {
    const prefix = isPublic ? '/content/public' : '/content';
    const scope = isPublic ? scopes.readerTenant : scopes.readerScope;

    router.post(`${prefix}/search`, scope, async (req: Request, res: Response) => {
      const query = toCamelKeys(req.query) as Record<string, unknown>;
      const body = toCamelKeys(req.body ?? []) as Record<string, unknown> | unknown[];
      const page = await search.search({
        ...caller(req, isPublic),
        page: query.page,
        size: query.size,
        sort: query.sort,
        sortField: query.sortField ?? query.sortBy,
        searchRequests: Array.isArray(body) ? body : body.searchRequests,
      });
      sendData(res, page);
    });

    router.post(`${prefix}/full-text-search`, scope, async (req: Request, res: Response) => {
      const input = {
        ...(toCamelKeys(req.query) as object),
        ...(toCamelKeys(req.body ?? {}) as object),
      };
      const { searchKey, contentGroupId, page, size, sort, sortField } = input as Record<
        string,
        unknown
      >;
      const result = await search.fullTextSearch({
        ...caller(req, isPublic),
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
