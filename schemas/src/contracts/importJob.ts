import type { CompanySettings } from '../../types/index';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A durable background job as the admin API shows it (contracts.md §8). */
export interface Job {
  id: string;
  type: string;
  companyId: string | null;
  status: JobStatus;
  /** Percent done, 0-100, rounded. */
  progress: number;
  processed: number;
  total: number;
  result: unknown;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** One line of a job's log: a CSV line number when the message is about one row. */
export interface JobLog {
  line: number | null;
  message: string;
}

/** How a user CSV treats existing accounts (the company setting `optionImportUser`). */
export type ImportMode = CompanySettings['optionImportUser'];

// A record rather than a list, so a mode added to the schema fails to compile here.
const modes: Record<ImportMode, true> = {
  OVERWRITE: true,
  IGNORE_EXISTING: true,
  DELETE_USERS: true,
};

/** Every import mode, in the order the console offers them. */
export const importModes = Object.keys(modes) as ImportMode[];

export function isImportMode(value: unknown): value is ImportMode {
  return typeof value === 'string' && Object.hasOwn(modes, value);
}

export type ImportCounts = Partial<
  Record<'created' | 'updated' | 'skipped' | 'deleted' | 'failed', number>
>;

/** An import (users or contents) in `GET /api/admin/imports`: the job, its file and mode. */
export interface ImportJob extends Omit<Job, 'result'> {
  result: ImportCounts | null;
  fileName: string | null;
  mode: ImportMode | null;
}

/** `GET /api/admin/imports/{id}`: the import with its first refused rows (the log has all). */
export interface ImportJobDetail extends ImportJob {
  errors: JobLog[];
}

export function isJobFinished(status: JobStatus | undefined): boolean {
  return status === 'done' || status === 'failed';
}
