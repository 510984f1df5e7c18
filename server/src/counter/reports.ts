/**
 * The COUNTER R5.1 reports this platform delivers: the two Standard Views of the Title Report
 * for books. Hondana has no open-access titles (every title is read under a tenant's plan or
 * link), so every request is Controlled and TR_B1 leaves none out.
 */
export const counterReports = {
  TR_B1: {
    name: 'Book Requests (Controlled)',
    description: 'Requests for books on the platform by month and title, controlled access only.',
    metrics: ['Total_Item_Requests', 'Unique_Title_Requests'],
    accessType: 'Controlled',
  },
  TR_B2: {
    name: 'Book Access Denied',
    description:
      'Books refused by month and title: Limit_Exceeded when the concurrent-reader seats were full.',
    metrics: ['Limit_Exceeded', 'No_License'],
    accessType: null,
  },
} as const;

export type CounterReportId = keyof typeof counterReports;
export type MetricType = (typeof counterReports)[CounterReportId]['metrics'][number];

export const counterReportIds = Object.keys(counterReports) as CounterReportId[];

export function isCounterReportId(value: unknown): value is CounterReportId {
  return typeof value === 'string' && Object.hasOwn(counterReports, value);
}

/** The platform's name in every report (`Platform`, `Created_By`'s fallback). */
export const PLATFORM = 'Hondana';

/** The namespace of Proprietary identifiers (`hondana:<id>`), as R5.1 asks. */
export const NAMESPACE = 'hondana';
