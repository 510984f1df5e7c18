export {
  assertCsvName,
  assertCsvYear,
  decodeCsv,
  headerIndex,
  invalidFile,
  parseCsv,
  toCsvWithBom,
} from './csv';
export type { CsvRow } from './csv';
export { formatImportLog } from './log';
export { registerImportJobs } from './jobs';
export { createImportService } from './service';
export type { ImportService } from './service';
export { importLockKey, USER_CSV_COLUMNS, USER_IMPORT_JOB } from './userColumns';
export { IMPORT_HASH_LOG_N, runUserImport } from './userImport';
