import type { Knex } from 'knex';
import type { Figure } from './figures';
import type { Institution } from './institutions';
import { institutionId } from './institutions';
import type { MonthSpan } from './months';
import { lastDayOf } from './months';
import { NAMESPACE, PLATFORM, counterReports } from './reports';
import type { CounterReportId, MetricType } from './reports';

/** An R5.1 Exception as a report header carries it (Appendix D). */
export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

export interface TitleReportItem {
  Title: string;
  Publisher: string;
  Platform: string;
  Item_ID: { Proprietary: string };
  Attribute_Performance: {
    Data_Type: 'Book';
    YOP: string;
    Performance: Partial<Record<MetricType, Record<string, number>>>;
  }[];
}

/** A TR Standard View in R5.1's JSON form (the COUNTER API's report answer). */
export interface TitleReport {
  Report_Header: {
    Release: '5.1';
    Report_ID: CounterReportId;
    Report_Name: string;
    Created: string;
    Created_By: string;
    Customer_ID: string;
    Institution_Name: string;
    Institution_ID: { Proprietary: string[] };
    Report_Filters: Record<string, string | string[]>;
    Report_Attributes?: Record<string, string[]>;
    Exceptions?: CounterException[];
  };
  Report_Items: TitleReportItem[];
}

interface TitleRow {
  id: string;
  title: string;
  distributor_name: string;
  published_date: string | Date | null;
}

/**
 * Assembles the report from the figures: one item per title, its metrics by month, zero
 * months left out (R5.1 writes only non-zero counts). Titles come from the tenant's own
 * contents; a title deleted since keeps its figures under its id.
 */
export async function titleReport(
  db: Knex,
  {
    companyId,
    reportId,
    span,
    institution,
    companyName,
    figures,
    now,
    exceptions,
  }: {
    companyId: string;
    reportId: CounterReportId;
    span: MonthSpan;
    institution: Institution;
    companyName: string;
    figures: Figure[];
    now: Date;
    exceptions: CounterException[];
  },
): Promise<TitleReport> {
  const report = counterReports[reportId];
  const titles = await titlesOf(db, companyId, [
    ...new Set(figures.map((figure) => figure.contentId)),
  ]);
  const items = new Map<string, TitleReportItem>();
  for (const figure of figures) {
    if (figure.count === 0) continue;
    let item = items.get(figure.contentId);
    if (!item) {
      const row = titles.get(figure.contentId);
      item = {
        Title: row?.title || figure.contentId,
        Publisher: row?.distributor_name || companyName,
        Platform: PLATFORM,
        Item_ID: { Proprietary: `${NAMESPACE}:${figure.contentId}` },
        Attribute_Performance: [
          {
            Data_Type: 'Book',
            YOP: yearOf(row?.published_date ?? null),
            Performance: {},
          },
        ],
      };
      items.set(figure.contentId, item);
    }
    const performance = item.Attribute_Performance[0].Performance;
    performance[figure.metric] = { ...performance[figure.metric], [figure.month]: figure.count };
  }
  const sorted = [...items.values()].sort(
    (a, b) =>
      a.Title.localeCompare(b.Title) || a.Item_ID.Proprietary.localeCompare(b.Item_ID.Proprietary),
  );
  for (const item of sorted) {
    const performance = item.Attribute_Performance[0].Performance;
    for (const metric of Object.keys(performance) as MetricType[]) {
      performance[metric] = sortedMonths(performance[metric] ?? {});
    }
    // Metrics in the report's order, as the spec's samples list them.
    item.Attribute_Performance[0].Performance = Object.fromEntries(
      report.metrics
        .filter((metric) => performance[metric])
        .map((metric) => [metric, performance[metric]]),
    );
  }
  const filters: Record<string, string | string[]> = {
    Metric_Type: [...report.metrics],
    Begin_Date: `${span.begin}-01`,
    End_Date: lastDayOf(span.end),
    Data_Type: ['Book'],
    ...(report.accessType ? { Access_Type: [report.accessType] } : {}),
    Access_Method: ['Regular'],
  };
  return {
    Report_Header: {
      Release: '5.1',
      Report_ID: reportId,
      Report_Name: report.name,
      Created: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Created_By: companyName || PLATFORM,
      Customer_ID: institution.customerId,
      Institution_Name: institution.name,
      Institution_ID: institutionId(institution.customerId),
      Report_Filters: filters,
      ...(exceptions.length ? { Exceptions: exceptions } : {}),
    },
    Report_Items: sorted,
  };
}

async function titlesOf(
  db: Knex,
  companyId: string,
  ids: string[],
): Promise<Map<string, TitleRow>> {
  const titles = new Map<string, TitleRow>();
  // In slices: a year of a large library names many titles, and a statement takes a bounded list.
  for (let start = 0; start < ids.length; start += 500) {
    const rows: TitleRow[] = await db('contents')
      .where({ company_id: companyId })
      .whereIn('id', ids.slice(start, start + 500))
      .select('id', 'title', 'distributor_name', 'published_date');
    for (const row of rows) titles.set(String(row.id), row);
  }
  return titles;
}

/** The year of publication; R5.1's "0001" when it is not known. */
function yearOf(date: string | Date | null): string {
  if (date === null) return '0001';
  const year = date instanceof Date ? date.getUTCFullYear() : Number(String(date).slice(0, 4));
  return Number.isInteger(year) && year > 0 ? String(year).padStart(4, '0') : '0001';
}

function sortedMonths(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}
