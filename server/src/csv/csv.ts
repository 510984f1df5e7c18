import { Status } from '@hondana/schemas/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../errors';

/** One data row of an uploaded CSV and the file line it starts on (1-based). */
export interface CsvRow {
  line: number;
  cells: string[];
}

const BOM = '\uFEFF';

/** 412 with a `validate.file.*` key as the field message, so clients can translate it. */
export function invalidFile(key: string, message: string): AppError {
  return new AppError(Status.invalidFile, { message, fieldErrors: { file: key } });
}

/** Imports take `.csv` files only (spec 000 §5: validate.file.notAllowed). */
export function assertCsvName(fileName: string): void {
  if (!/\.csv$/i.test(fileName.trim())) {
    throw invalidFile('validate.file.notAllowed', 'Upload a .csv file.');
  }
}

/** UTF-8 text with or without a byte-order mark; anything else is not a readable CSV. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidFile('validate.file.invalid', 'The file is not UTF-8 text.');
  }
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

/**
 * Every non-empty record with the line it starts on. Rows may have any number of cells
 * (the importer reports short rows itself); a broken quote makes the whole file invalid.
 */
export function parseCsv(text: string): CsvRow[] {
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (err) {
    const detail = err instanceof Error ? err.message : '';
    throw invalidFile('validate.file.invalid', `The file is not valid CSV. ${detail}`.trim());
  }
  let previousEnd = 0;
  let previousEmpty = 0;
  return records.map(({ record, info }) => {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    return { line, cells: record.map(restoreCell) };
  });
}

/**
 * The header row mapped to column positions: names are matched without case, surrounding
 * blanks or underscores vs. spaces; unknown columns are ignored.
 */
export function headerIndex(header: string[], known: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    const key = name.trim().toLowerCase().replace(/\s+/g, '_');
    if (known.includes(key) && !index.has(key)) index.set(key, position);
  });
  return index;
}

/**
 * The spec's year check for yearly CSV files (000 §5): at least three rows
 * (validate.file.invalid) and the first cell of the third row equal to the expected year
 * (validate.file.yearInvalid).
 */
export function assertCsvYear(rows: CsvRow[], expectedYear: number | string): void {
  if (rows.length < 3)
    throw invalidFile('validate.file.invalid', 'The file needs at least 3 rows.');
  if ((rows[2].cells[0] ?? '').trim() !== String(expectedYear)) {
    throw invalidFile(
      'validate.file.yearInvalid',
      `The third row must start with ${expectedYear}.`,
    );
  }
}

/**
 * CSV for spreadsheet users: UTF-8 with a byte-order mark (so Excel reads Japanese names),
 * CRLF line ends, every field quoted where needed, and no text a spreadsheet would run as a
 * formula (`neutralizeCell`).
 */
export function toCsvWithBom(header: string[], rows: unknown[][]): string {
  const safe = rows.map((row) => row.map(neutralizeCell));
  return BOM + stringify([header, ...safe], { record_delimiter: '\r\n' });
}

/** What Excel, LibreOffice and Google Sheets read as the start of a formula or a command. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text starting like a formula (`=HYPERLINK(…)`, `+1+cmd|…`, `-2+3`, `@SUM(…)`, a tab or CR)
 * gets a leading apostrophe, which spreadsheets show as text (OWASP's advice for CSV
 * injection). Numbers stay numbers: a refund's -1100 is no formula. `parseCsv` takes the
 * apostrophe off again, so an exported file imports unchanged.
 */
export function neutralizeCell(cell: unknown): unknown {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before `neutralizeCell`. */
function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
