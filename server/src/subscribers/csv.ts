import type { Company } from '../access/company';
import type { Knex } from 'knex';
import { toCsvWithBom } from '../csv/csv';
import { filtered } from './list';
import { presentSubscriber, subscriberColumns } from './rows';

/** An export is bounded like every read; a tenant past it filters (docs/decisions.md). */
export const MAX_EXPORT_ROWS = 50_000;

const HEADER = [
  'subscription_id',
  'full_name',
  'email',
  'username',
  'plan',
  'status',
  'is_trial',
  'is_complimentary',
  'registered_at',
  'usage_start',
  'usage_end',
  'next_billing',
  'cancelled_at',
];

/**
 * The filtered subscriptions as CSV (UTF-8 with BOM; a cell a spreadsheet would run as a
 * formula is neutralised by `csv/csv.ts`), oldest registration first.
 */
export async function subscribersCsv(db: Knex, company: Company, filter?: Record<string, unknown>) {
  const rows: Record<string, unknown>[] = await filtered(db, company.id, filter)
    .select(subscriberColumns)
    .orderBy('s.registered_at')
    .orderBy('s.id')
    .limit(MAX_EXPORT_ROWS);
  const csv = toCsvWithBom(
    HEADER,
    rows
      .map(presentSubscriber)
      .map((s) => [
        s.id,
        s.userFullName,
        s.userEmail ?? '',
        s.username ?? '',
        s.planName,
        s.status,
        s.isTrial ? 1 : 0,
        s.isComplimentary ? 1 : 0,
        s.registeredAt ?? '',
        s.usageStartDate ?? '',
        s.usageEndDate ?? '',
        s.nextBillingDate ?? '',
        s.cancelDate ?? '',
      ]),
  );
  const slug = (company.path ?? company.domain ?? company.id).replace(/[^A-Za-z0-9_-]/g, '_');
  return { fileName: `subscribers-${slug}.csv`, csv };
}
