import { describe, expect, it } from 'vitest';
import { checkCsvFile, firstRows } from './checkCsvFile';

const csv = (third: string) => `\uFEFFid,title\r\nID,タイトル\r\n${third},\r\n,A book\r\n`;

describe('the content CSV year check', () => {
  it('accepts a .csv file whose third row starts with the year', () => {
    expect(checkCsvFile('contents.csv', csv('2026'), 2026)).toBeNull();
  });

  it('refuses other extensions', () => {
    expect(checkCsvFile('contents.xlsx', csv('2026'), 2026)).toBe('validate.file.notAllowed');
  });

  it('needs at least three rows', () => {
    expect(checkCsvFile('contents.csv', 'id,title\nID,タイトル\n', 2026)).toBe(
      'validate.file.invalid',
    );
  });

  it('needs the expected year in the first cell of the third row', () => {
    expect(checkCsvFile('contents.csv', csv('2025'), 2026)).toBe('validate.file.yearInvalid');
  });
});

describe('firstRows', () => {
  it('reads quoted cells with commas, quotes and line breaks', () => {
    expect(firstRows('"a,b","say ""hi""\nthere"\n\nx\n', 2)).toEqual([
      ['a,b', 'say "hi"\nthere'],
      ['x'],
    ]);
  });
});
