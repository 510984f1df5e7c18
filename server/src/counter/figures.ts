import type { Knex } from 'knex';
import { isPostgres } from '../db/dialect';
import { UsageEvent } from '../viewer/usage';
import type { Institution } from './institutions';
import type { MonthSpan } from './months';
import { monthNumber } from './months';
import type { CounterReportId, MetricType } from './reports';

/** One title's count of one metric in one month (`YYYY-MM`). */
export interface Figure {
  contentId: string;
  month: string;
  metric: MetricType;
  count: number;
}

/**
 * The usage log's figures for a report (docs/counter.md says what each metric counts):
 *
 * - Total_Item_Requests: opens of the book in the viewer and stamped downloads of it;
 * - Unique_Title_Requests: those requests counted once per reader, title and hour (COUNTER's
 *   session when no session id is kept: the user and a one-hour slice);
 * - Limit_Exceeded: viewers refused because the seats were full (750).
 *
 * No_License is not logged (a reader without a plan is refused before any title is chosen),
 * so it is always absent, which R5.1 reads as zero.
 */
export async function readFigures(
  db: Knex,
  {
    companyId,
    reportId,
    span,
    institution,
  }: { companyId: string; reportId: CounterReportId; span: MonthSpan; institution: Institution },
): Promise<Figure[]> {
  const company = await db('usage_refs').where({ ref: companyId }).first('id');
  if (!company) return [];
  const events = (codes: number[]) => {
    const query = db('usage_events as e')
      .join('usage_refs as c', 'c.id', 'e.content_ref')
      .where('e.company_ref', company.id)
      .whereBetween('e.month', [monthNumber(span.begin), monthNumber(span.end)])
      .whereIn('e.event', codes);
    if (institution.readers) {
      query.whereIn(
        'e.user_ref',
        db('usage_refs').whereIn('ref', institution.readers).select('id'),
      );
    }
    return query;
  };
  const counted = (query: Knex.QueryBuilder, metric: MetricType) =>
    query.then((rows: { content_id: string; month: number; n: number | string }[]) =>
      rows.map((row) => ({
        contentId: String(row.content_id),
        month: `${String(row.month).slice(0, 4)}-${String(row.month).slice(4)}`,
        metric,
        count: Number(row.n),
      })),
    );

  if (reportId === 'TR_B2') {
    const refused = events([UsageEvent.LIMIT_EXCEEDED])
      .groupBy('c.ref', 'e.month')
      .select('c.ref as content_id', 'e.month', db.raw('count(*) as n'));
    return counted(refused, 'Limit_Exceeded');
  }
  const requests = [UsageEvent.OPEN, UsageEvent.DOWNLOAD];
  const total = events(requests)
    .groupBy('c.ref', 'e.month')
    .select('c.ref as content_id', 'e.month', db.raw('count(*) as n'));
  const sessions = events(requests)
    .distinct('c.ref as content_id', 'e.month', 'e.user_ref', db.raw(`${hourOf(db)} as slot`))
    .as('s');
  const unique = db
    .from(sessions)
    .groupBy('s.content_id', 's.month')
    .select('s.content_id', 's.month', db.raw('count(*) as n'));
  const [totals, uniques] = await Promise.all([
    counted(total, 'Total_Item_Requests'),
    counted(unique, 'Unique_Title_Requests'),
  ]);
  return [...totals, ...uniques];
}

/** The UTC hour of an event, as text (`2026-11-29T13`): SQLite keeps `at` as ISO text. */
function hourOf(db: Knex): string {
  return isPostgres(db)
    ? `to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
    : 'substr(e.at, 1, 13)';
}
