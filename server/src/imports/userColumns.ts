/**
 * Columns of the user CSV (import and export), by header name: the header row may order
 * them freely and may leave out any but an identifier (email or username).
 */
export const USER_CSV_COLUMNS = [
  'email',
  'username',
  'full_name',
  'password',
  'lang',
  'group',
  'status',
] as const;

export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];

export const IMPORT_MODES = ['OVERWRITE', 'IGNORE_EXISTING', 'DELETE_USERS'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export function isImportMode(value: unknown): value is ImportMode {
  return (IMPORT_MODES as readonly unknown[]).includes(value);
}

/** The job type of user imports, and the lock shared with the content import (contracts §8). */
export const USER_IMPORT_JOB = 'user-import';
export const importLockKey = (companyId: string) => `csv-import:${companyId}`;
