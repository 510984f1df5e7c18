import type { CsvRow } from '../../csv/csv';
import { GROUP_SEPARATOR } from './columns';

const booleanCells: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };

const fieldOfColumn: Record<string, string> = {
  title: 'title',
  author: 'author',
  type: 'type',
  keywords: 'keywords',
  toc: 'toc',
  description: 'description',
  param1: 'param1',
  param2: 'param2',
  param3: 'param3',
  param4: 'param4',
  param5: 'param5',
  distributor: 'distributor',
  distributor_name: 'distributorName',
  series_key: 'seriesKey',
  published_date: 'publishedDate',
};

export interface ParsedRow {
  id: string;
  /** The body for the content service: only the columns the file has. */
  body: Record<string, unknown>;
  /** Group tokens (ref codes or ids), or undefined when the file has no groups column. */
  groups: string[] | undefined;
}

/** A CSV row → the content service's input; the service validates the values. */
export function parseRow(row: CsvRow, columns: Map<string, number>): ParsedRow {
  const cell = (column: string) => {
    const at = columns.get(column);
    return at === undefined ? undefined : (row.cells[at] ?? '').trim();
  };
  const body: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(fieldOfColumn)) {
    const value = cell(column);
    if (value !== undefined) body[field] = value;
  }
  const print = cell('print');
  if (print) body.print = numberCell(print);
  for (const [column, field] of [
    ['can_view', 'canView'],
    ['can_download', 'canDownload'],
    ['is_published', 'isPublished'],
  ]) {
    const value = cell(column);
    if (value) body[field] = booleanCells[value.toLowerCase()] ?? value;
  }
  // Seats and page caps: a number, or empty for no limit.
  for (const [column, field] of [
    ['max_readers', 'maxReaders'],
    ['print_page_limit', 'printPageLimit'],
    ['download_page_limit', 'downloadPageLimit'],
  ]) {
    const value = cell(column);
    if (value !== undefined) body[field] = value === '' ? null : numberCell(value);
  }
  const groups = cell('groups');
  return {
    id: cell('id') ?? '',
    body,
    groups:
      groups === undefined
        ? undefined
        : groups
            .split(GROUP_SEPARATOR)
            .map((t) => t.trim())
            .filter(Boolean),
  };
}

/** A whole number as a number; anything else as typed, for the service to refuse by field. */
function numberCell(value: string): number | string {
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}
