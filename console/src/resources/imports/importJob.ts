import { apiUrl, httpClient, tenantUrl } from '../../providers/httpClient';

/**
 * Queues a CSV import: the form's fields (`mode`, `year` …) and then the file, posted to
 * `/api/admin/{path}`. The server answers 202 `{ id }` (or 746 while another import runs).
 */
export async function startImport(
  path: string,
  file: File,
  fields: Record<string, string>,
): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  const { json } = await httpClient(`${apiUrl}/${path}`, { method: 'POST', body });
  return String((json as { id: string }).id);
}

/** Every refused row and the summary, as text (a download link, so the cookie goes along). */
export const importLogUrl = (id: string) =>
  tenantUrl(`${apiUrl}/imports/${encodeURIComponent(id)}/log`);

type Translate = (key: string, options?: Record<string, unknown> & { _?: string }) => string;

/**
 * Why an upload was refused, in words: the file problem key the server sent
 * (`validate.file.notAllowed` …), else the catalogue status (746 another import runs, 428 over
 * the user limit), else the server's message. `args` fill the key's placeholders (`%{year}`).
 */
export function importProblem(
  error: { message: string; body?: unknown },
  translate: Translate,
  args: Record<string, unknown> = {},
): string {
  const body = (error.body ?? {}) as {
    status?: number;
    message?: string;
    errors?: Record<string, unknown>;
  };
  const fallback = body.message ?? error.message;
  const byStatus = body.status ? translate(`api.error.${body.status}`, { _: fallback }) : fallback;
  const fieldMessage = Object.values(body.errors ?? {})[0];
  return typeof fieldMessage === 'string'
    ? translate(fieldMessage, { ...args, _: byStatus })
    : byStatus;
}
