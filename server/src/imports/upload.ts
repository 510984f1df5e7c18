import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import { AppError } from '../errors';
import type { MultipartForm, UploadedFile } from '../http/multipart';
import { companyRoom } from '../users/limits';
import type { CsvRow } from '../csv/csv';
import { assertCsvName, decodeCsv, headerIndex, invalidFile, parseCsv } from '../csv/csv';
import type { ImportMode } from '@hondana/schemas/contracts';
import { isImportMode } from '@hondana/schemas/contracts';
import { USER_CSV_COLUMNS } from './userColumns';

/** Largest CSV accepted: far above 10,000 rows of user data. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;
export const importLimits = { maxFileBytes: MAX_CSV_BYTES + 1, maxFields: 5 };

/** The uploaded `file`, checked to be a readable CSV (412 otherwise). */
export function requireCsv(form: MultipartForm): { file: UploadedFile; rows: CsvRow[] } {
  const { file } = form;
  if (!file || file.field !== 'file') {
    throw AppError.badRequest({ file: 'validate.required' }, 'Select a file to upload.');
  }
  assertCsvName(file.filename);
  if (file.bytes.length > MAX_CSV_BYTES) {
    throw invalidFile('validate.file.invalid', 'The file is larger than 20 MB.');
  }
  return { file, rows: parseCsv(decodeCsv(file.bytes)) };
}

/** `mode` from the form, else the tenant's optionImportUser setting. */
export function modeOf(form: MultipartForm, fallback: ImportMode): ImportMode {
  const mode = form.fields.mode?.trim();
  if (!mode) return fallback;
  if (!isImportMode(mode)) {
    throw AppError.badRequest({ mode: 'Use OVERWRITE, IGNORE_EXISTING or DELETE_USERS.' });
  }
  return mode;
}

/**
 * Checks a user CSV before it is queued: a header with an identifier column and at least one
 * row, and — unless it deletes — room under maxUser for every account it would create (428).
 */
export async function assertUserCsv(db: Knex, company: Company, rows: CsvRow[], mode: ImportMode) {
  const columns = headerIndex(rows[0]?.cells ?? [], USER_CSV_COLUMNS);
  const emailAt = columns.get('email');
  const usernameAt = columns.get('username');
  if (emailAt === undefined && usernameAt === undefined) {
    throw invalidFile(
      'validate.file.invalid',
      'The header row needs an email or a username column.',
    );
  }
  if (rows.length < 2) throw invalidFile('validate.file.invalid', 'The file has no user rows.');
  if (mode === 'DELETE_USERS') return;
  const known = await db('users').where({ company_id: company.id }).select('email', 'username');
  const emails = new Set(known.map((row) => row.email).filter(Boolean));
  const usernames = new Set(known.map((row) => row.username).filter(Boolean));
  const cell = (row: CsvRow, at: number | undefined) =>
    at === undefined ? '' : (row.cells[at] ?? '').trim();
  const newcomers = rows.slice(1).filter((row) => {
    const email = cell(row, emailAt).toLowerCase();
    const username = cell(row, usernameAt);
    return !(email && emails.has(email)) && !(username && usernames.has(username));
  }).length;
  if (newcomers > (await companyRoom(db, company))) throw new AppError(Status.importMaxUsers);
}
