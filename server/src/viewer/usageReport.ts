import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { toCsvWithBom } from '../csv/csv';
import { AppError } from '../errors';
import type { UsageLog, UsageRow } from './usage';

/** The longest span one report covers: a licensor's year. */
export const MAX_REPORT_MONTHS = 12;

/** The most rows one CSV carries (titles × months): a year of a very large library. */
export const MAX_EXPORT_ROWS = 100_000;

const CSV_HEADER = [
  'month',
  'content_id',
  'title',
  'opens',
  'page_views',
  'prints',
  'printed_pages',
  'downloads',
];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

interface ReportQuery {
  range?: [number, number];
  filter?: Record<string, unknown>;
}

/**
 * The usage report in the console (`GET /api/admin/usage`): per title and month, opens, page
 * views, prints, printed pages and downloads, as a licensor asks for them. Months are UTC
 * (`from`, `to` as YYYY-MM; this month when not given), at most a year at a time.
 */
export function createUsageReport({
  db,
  clock,
  usage,
}: {
  db: Knex;
  clock: Clock;
  usage: UsageLog;
}) {
  /** One page of rows (or the export's all) with their titles, as the console shows them. */
  async function titled(companyId: string, rows: UsageRow[]) {
    const ids = [...new Set(rows.map((row) => row.contentId))];
    const titles = new Map<string, string>();
    // In slices: an export may name many titles, and a statement takes a bounded list.
    for (let start = 0; start < ids.length; start += 500) {
      const found = await db('contents')
        .where({ company_id: companyId })
        .whereIn('id', ids.slice(start, start + 500))
        .select('id', 'title');
      for (const row of found) titles.set(String(row.id), String(row.title));
    }
    return rows.map((row) => ({
      id: `${row.contentId}:${row.month}`,
      title: titles.get(row.contentId) ?? '',
      ...row,
    }));
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ReportQuery }) {
      const company = policy.managedContent(scope);
      const { from, to } = monthsOf(query.filter ?? {}, clock.now());
      const [start, end] = query.range ?? [0, 24];
      const [total, rows] = await Promise.all([
        usage.reportTotal(company.id, from, to),
        usage.report(company.id, from, to, { offset: start, limit: end - start + 1 }),
      ]);
      return { total, items: await titled(company.id, rows) };
    },

    /** The same months as CSV (UTF-8 with BOM, formula-like titles neutralised). */
    async exportCsv({ scope, filter }: { scope: AdminScope; filter?: Record<string, unknown> }) {
      const company = policy.managedContent(scope);
      const { from, to } = monthsOf(filter ?? {}, clock.now());
      const rows = await usage.report(company.id, from, to, {
        offset: 0,
        limit: MAX_EXPORT_ROWS,
      });
      const items = await titled(company.id, rows);
      const csv = toCsvWithBom(
        CSV_HEADER,
        items.map((row) => [
          row.month,
          row.contentId,
          row.title,
          row.opens,
          row.pageViews,
          row.prints,
          row.printedPages,
          row.downloads,
        ]),
      );
      return { fileName: `usage-${from}-${to}.csv`, csv };
    },
  };
}

export type UsageReport = ReturnType<typeof createUsageReport>;

function monthsOf(filter: Record<string, unknown>, now: Date): { from: string; to: string } {
  const current = now.toISOString().slice(0, 7);
  const from = filter.from ?? current;
  const to = filter.to ?? from;
  const errors: Record<string, string> = {};
  if (typeof from !== 'string' || !MONTH.test(from)) errors.from = 'A month as YYYY-MM.';
  if (typeof to !== 'string' || !MONTH.test(to)) errors.to = 'A month as YYYY-MM.';
  if (Object.keys(errors).length) throw AppError.badRequest(errors);
  const span = monthIndex(to as string) - monthIndex(from as string) + 1;
  if (span < 1) throw AppError.badRequest({ to: 'Not before the first month.' });
  if (span > MAX_REPORT_MONTHS) {
    throw AppError.badRequest({ to: `At most ${MAX_REPORT_MONTHS} months at a time.` });
  }
  return { from: from as string, to: to as string };
}

function monthIndex(month: string): number {
  const [year, number] = month.split('-').map(Number);
  return year * 12 + number - 1;
}
