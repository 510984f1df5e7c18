import { apiUrl, httpClient, withTenant } from '../../providers/httpClient';

export const importModes = ['OVERWRITE', 'IGNORE_EXISTING', 'DELETE_USERS'] as const;
export type ImportMode = (typeof importModes)[number];

/** An import as `GET /api/admin/imports/{id}` answers it (a job, contracts.md §8). */
export interface ImportJob {
  id: string;
  type: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  processed: number;
  total: number;
  result: Partial<Record<'created' | 'updated' | 'skipped' | 'deleted' | 'failed', number>> | null;
  error: string | null;
  fileName: string | null;
  mode: ImportMode | null;
  errors?: { line: number | null; message: string }[];
  createdAt: string;
  finishedAt: string | null;
}

export const isFinished = (status: ImportJob['status'] | undefined) =>
  status === 'done' || status === 'failed';

/** Uploads a user CSV; the server answers 202 `{ id }` (or 746 while another import runs). */
export async function startUserImport(file: File, mode: ImportMode): Promise<string> {
  const body = new FormData();
  body.append('mode', mode);
  body.append('file', file);
  const { json } = await httpClient(`${apiUrl}/imports/users`, { method: 'POST', body });
  return String((json as { id: string }).id);
}

/** Every refused row and the summary, as text (a download link, so the cookie goes along). */
export const importLogUrl = (id: string, companyId: string | null) =>
  withTenant(`${apiUrl}/imports/${encodeURIComponent(id)}/log`, companyId);

type Translate = (key: string, options?: { _?: string }) => string;

/**
 * Why an upload was refused, in words: the file problem key the server sent
 * (`validate.file.notAllowed` …), else the catalogue status (746 another import runs, 428 over
 * the user limit), else the server's message.
 */
export function importProblem(
  error: { message: string; body?: unknown },
  translate: Translate,
): string {
  const body = (error.body ?? {}) as {
    status?: number;
    message?: string;
    errors?: Record<string, unknown>;
  };
  const fallback = body.message ?? error.message;
  const byStatus = body.status ? translate(`api.error.${body.status}`, { _: fallback }) : fallback;
  const fieldMessage = Object.values(body.errors ?? {})[0];
  return typeof fieldMessage === 'string' ? translate(fieldMessage, { _: byStatus }) : byStatus;
}
