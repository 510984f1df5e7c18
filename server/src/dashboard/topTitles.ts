import type { DashboardTitle } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { UsageEvent } from '../viewer/usage';
import type { TenantRows } from './tenantRows';
import type { Window } from './window';
import { monthNumber } from './window';

/** The titles shown: enough to see what is read, few enough to read at a glance. */
export const TOP_TITLES = 10;

type Row = Record<string, unknown>;

/**
 * The most opened titles over the window, from the usage log the usage report reads (its
 * `(company_ref, month, content_ref)` index; its months are UTC, the log's own calendar).
 */
export async function topTitles(
  db: Knex,
  tenant: TenantRows,
  window: Window,
): Promise<DashboardTitle[]> {
  const companies = tenant.only(db('usage_refs'), 'ref').select('id');
  // Event codes are the usage log's constants, never input: safe to inline.
  const sum = (event: number, column: string, alias: string) =>
    db.raw(`sum(case when e.event = ${event} then ${column} else 0 end) as ${alias}`);
  const rows: Row[] = await db('usage_events as e')
    .join('usage_refs as c', 'c.id', 'e.content_ref')
    .whereIn('e.company_ref', companies)
    .whereBetween('e.month', [
      monthNumber(window.labels[0] as string),
      monthNumber(window.labels[window.labels.length - 1] as string),
    ])
    .groupBy('c.ref')
    .select('c.ref as content_id')
    .select(
      sum(UsageEvent.OPEN, '1', 'opens'),
      sum(UsageEvent.PAGE_VIEWS, 'e.quantity', 'page_views'),
      sum(UsageEvent.DOWNLOAD, '1', 'downloads'),
    )
    .orderBy([{ column: 'opens', order: 'desc' }, { column: 'c.ref' }])
    .limit(TOP_TITLES);
  const ids = rows.map((row) => String(row.content_id));
  const titles = new Map<string, string>();
  if (ids.length) {
    const found: Row[] = await tenant
      .only(db('contents'), 'company_id')
      .whereIn('id', ids)
      .select('id', 'title');
    for (const row of found) titles.set(String(row.id), String(row.title));
  }
  return rows.map((row) => ({
    contentId: String(row.content_id),
    title: titles.get(String(row.content_id)) ?? '',
    opens: Number(row.opens),
    pageViews: Number(row.page_views),
    downloads: Number(row.downloads),
  }));
}
