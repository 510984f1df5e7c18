import { apiUrl, httpClient, tenantUrl } from '../../../providers/httpClient';

/** An import as `GET /api/admin/imports/{id}` describes it (a durable job, contracts §8). */
export interface ImportJob {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  processed: number;
  total: number;
  result: { created?: number; updated?: number; failed?: number } | null;
  error: string | null;
  fileName: string | null;
  /** Refused rows with their line in the file (the first 100; the log has all). */
  errors: { line: number | null; message: string }[];
}

export const isFinished = (job: ImportJob | null) =>
  job?.status === 'done' || job?.status === 'failed';

export async function fetchImportJob(id: string): Promise<ImportJob> {
  const { json } = await httpClient(`${apiUrl}/imports/${encodeURIComponent(id)}`);
  return json as ImportJob;
}

/** The whole log as a text download. */
export const importLogUrl = (id: string) =>
  tenantUrl(`${apiUrl}/imports/${encodeURIComponent(id)}/log`);

export const contentImportUrl = () => tenantUrl(`${apiUrl}/contents/import`);
