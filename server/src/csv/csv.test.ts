import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv, toCsvWithBom } from './csv';

const formulas = [
  '=HYPERLINK("http://evil.example","click")',
  "+1+cmd|' /C calc'!A0",
  '-2+3+cmd|x',
  '@SUM(1+1)*cmd|x',
  '\t=1+1',
  '\r=1+1',
];

/** The cells as a spreadsheet reads them: the file's own text, nothing taken off. */
const rawCells = (csv: string): string[] =>
  (parse(csv.replace(/^\uFEFF/, '')) as string[][]).slice(1).map((row) => row[0]);

describe('CSV exports', () => {
  it('start no text cell with a formula character; numbers stay numbers', () => {
    const csv = toCsvWithBom(['name'], [...formulas.map((f) => [f]), [-1100], ['plain']]);
    const cells = rawCells(csv);
    expect(cells.slice(0, formulas.length)).toEqual(formulas.map((f) => `'${f}`));
    expect(cells.slice(formulas.length)).toEqual(['-1100', 'plain']);
  });

  it('read back as written: an exported file imports unchanged', () => {
    const csv = toCsvWithBom(
      ['name'],
      formulas.map((f) => [f]),
    );
    const rows = parseCsv(decodeCsv(new TextEncoder().encode(csv)));
    expect(rows.slice(1).map((row) => row.cells[0])).toEqual(formulas);
  });
});
