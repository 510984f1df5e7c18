import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { UsageLog } from './usage';

/** The longest span one report covers: a licensor's year. */
export const MAX_REPORT_MONTHS = 12;

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
  return {
    async list({ scope, query }: { scope: AdminScope; query: ReportQuery }) {
      const company = policy.managedContent(scope);
      const { from, to } = monthsOf(query.filter ?? {}, clock.now());
      const [start, end] = query.range ?? [0, 24];
      const [total, rows] = await Promise.all([
        usage.reportTotal(company.id, from, to),
        usage.report(company.id, from, to, { offset: start, limit: end - start + 1 }),
      ]);
      const ids = [...new Set(rows.map((row) => row.contentId))];
      const titles = new Map<string, string>();
      if (ids.length) {
        // One page's titles: at most the list protocol's page size.
        const found = await db('contents')
          .where({ company_id: company.id })
          .whereIn('id', ids)
          .select('id', 'title');
        for (const row of found) titles.set(String(row.id), String(row.title));
      }
      const items = rows.map((row) => ({
        id: `${row.contentId}:${row.month}`,
        title: titles.get(row.contentId) ?? '',
        ...row,
      }));
      return { total, items };
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
