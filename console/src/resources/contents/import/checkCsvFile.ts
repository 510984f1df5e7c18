/**
 * The spec's year check of a content CSV (000 §5), run in the browser before uploading; the
 * server checks the same. Returns the `validate.file.*` key of the first problem, or null.
 */
export function checkCsvFile(fileName: string, text: string, year: number): string | null {
  if (!/\.csv$/i.test(fileName.trim())) return 'validate.file.notAllowed';
  const rows = firstRows(text.replace(/^\uFEFF/, ''), 3);
  if (rows.length < 3) return 'validate.file.invalid';
  if ((rows[2][0] ?? '').trim() !== String(year)) return 'validate.file.yearInvalid';
  return null;
}

/**
 * The first `count` non-empty records of a CSV text (RFC 4180: quoted cells may hold commas,
 * doubled quotes and line breaks).
 */
export function firstRows(text: string, count: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let at = 0; at < text.length && rows.length < count; at++) {
    const char = text[at];
    if (isQuoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++;
      endRow();
    } else cell += char;
  }
  if (rows.length < count && (cell !== '' || row.length > 0)) endRow();
  return rows.slice(0, count);
}
