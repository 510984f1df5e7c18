import { readJson, toIso } from '../db/json';
import type { Job, JobStatus } from './types';

export interface JobRow {
  id: string;
  type: string;
  company_id: string | null;
  payload: string;
  status: string;
  progress: number;
  processed: number;
  total: number;
  result: string | null;
  error: string | null;
  attempts: number;
  created_at: unknown;
  started_at: unknown;
  finished_at: unknown;
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    type: row.type,
    companyId: row.company_id,
    status: row.status as JobStatus,
    progress: Number(row.progress),
    processed: Number(row.processed),
    total: Number(row.total),
    result: row.result === null ? null : readJson(row.result),
    error: row.error,
    createdAt: toIso(row.created_at) ?? '',
    startedAt: toIso(row.started_at),
    finishedAt: toIso(row.finished_at),
  };
}
