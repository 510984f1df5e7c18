import { neutralizeCell } from '../csv/csv';
import type { MonthSpan } from './months';
import { monthsIn } from './months';
import { counterReports } from './reports';
import type { MetricType } from './reports';
import type { TitleReport } from './titleReport';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * The report's tabular form (R5.1 §3.2): the header rows, a blank row, then one row per title
 * and metric with the period's total and a column per month. Tab-separated UTF-8 without a
 * byte-order mark, as the Code of Practice asks; Excel opens it as it is.
 */
export function toTsv(report: TitleReport, span: MonthSpan): string {
  const header = report.Report_Header;
  const definition = counterReports[header.Report_ID];
  const filters = Object.entries(header.Report_Filters)
    .filter(([name]) => !['Begin_Date', 'End_Date', 'Metric_Type'].includes(name))
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join('|') : value}`)
    .join('; ');
  const exceptions = (header.Exceptions ?? [])
    .map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`)
    .join('; ');
  const months = monthsIn(span);
  const rows: string[][] = [
    ['Report_Name', header.Report_Name],
    ['Report_ID', header.Report_ID],
    ['Release', header.Release],
    ['Institution_Name', header.Institution_Name],
    ['Institution_ID', `Proprietary:${header.Institution_ID.Proprietary.join('|')}`],
    ['Metric_Types', definition.metrics.join('; ')],
    ['Report_Filters', filters],
    ['Report_Attributes', ''],
    ['Exceptions', exceptions],
    [
      'Reporting_Period',
      `Begin_Date=${header.Report_Filters.Begin_Date}; End_Date=${header.Report_Filters.End_Date}`,
    ],
    ['Created', header.Created],
    ['Created_By', header.Created_By],
    ['Registry_Record', ''],
    [],
    [
      'Title',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'DOI',
      'Proprietary_ID',
      'ISBN',
      'Print_ISSN',
      'Online_ISSN',
      'URI',
      'Data_Type',
      'YOP',
      'Metric_Type',
      'Reporting_Period_Total',
      ...months.map((month) => `${MONTH_NAMES[Number(month.slice(5)) - 1]}-${month.slice(0, 4)}`),
    ],
  ];
  for (const item of report.Report_Items) {
    const attributes = item.Attribute_Performance[0];
    for (const metric of definition.metrics as readonly MetricType[]) {
      const counts = attributes.Performance[metric];
      if (!counts) continue;
      const byMonth = months.map((month) => counts[month] ?? 0);
      rows.push([
        item.Title,
        item.Publisher,
        '',
        item.Platform,
        '',
        item.Item_ID.Proprietary,
        '',
        '',
        '',
        '',
        attributes.Data_Type,
        attributes.YOP,
        metric,
        String(byMonth.reduce((sum, count) => sum + count, 0)),
        ...byMonth.map(String),
      ]);
    }
  }
  return `${rows.map((row) => row.map(cell).join('\t')).join('\r\n')}\r\n`;
}

/**
 * A cell as TSV carries it: tabs and line breaks become spaces (a title can hold them), and a
 * cell a spreadsheet would take for a formula is neutralised as the CSV exports' are.
 */
function cell(value: string): string {
  return String(neutralizeCell(value.replace(/[\t\r\n]+/g, ' ')));
}
