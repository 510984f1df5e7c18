import type { Request } from 'express';
import type { Page } from '@hondana/schemas/contracts';
import type { AdminScope } from '../../access/scope';
import { parsePaging } from '../../db/paging';

interface Listing {
  list(call: {
    scope: AdminScope;
    query: { range: [number, number] };
  }): Promise<{ total: number; items: unknown[] }>;
}

/** A v1 admin `…/page` call answered from the admin list of the same service. */
export async function adminPage(req: Request, service: Listing): Promise<Page<unknown>> {
  const { page, size } = parsePaging(req.query);
  const start = (page - 1) * size;
  const { total, items } = await service.list({
    scope: req.adminScope,
    query: { range: [start, start + size - 1] },
  });
  return {
    content: items,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    pageNumber: page,
    pageSize: size,
  };
}

/** Every record of a v1 admin list (`GET /manage-coupon`), at most a thousand. */
export async function adminAll(req: Request, service: Listing): Promise<unknown[]> {
  return (await service.list({ scope: req.adminScope, query: { range: [0, 999] } })).items;
}
