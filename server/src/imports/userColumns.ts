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

/** The job type of user imports, and the lock shared with the content import (contracts §8). */
export const USER_IMPORT_JOB = 'user-import';
export const importLockKey = (companyId: string) => `csv-import:${companyId}`;
