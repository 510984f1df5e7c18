import { sendForm } from './sendForm';
import { uploadFailureOf, type UploadFailure } from './uploadOutcome';

/** The spec's upload progress states (000 §4): 0 progressing, 1 success, 2 error. */
export const UploadState = { progressing: 0, success: 1, error: 2 } as const;
export type UploadStateValue = (typeof UploadState)[keyof typeof UploadState];

/** One upload as the panel shows it: progress is a rounded percent (0-100). */
export interface UploadItem {
  id: number;
  name: string;
  progress: number;
  state: UploadStateValue;
  failure: UploadFailure | null;
}

export interface UploadRequest {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  form: FormData;
}

export type UploadResult = { isOk: true; body: unknown } | { isOk: false; failure: UploadFailure };

/**
 * The console's uploads, kept outside React so they continue while the admin moves between
 * screens; components read them with `useUploads`.
 */
let items: readonly UploadItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export const getUploads = () => items;

export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts an upload; the promise settles when the server has answered (never rejects). */
export async function startUpload(request: UploadRequest): Promise<UploadResult> {
  const id = nextId++;
  publish([...items, { id, name: request.name, progress: 0, state: 0, failure: null }]);
  const response = await sendForm(request.method, request.url, request.form, (progress) =>
    update(id, { progress }),
  );
  const failure = uploadFailureOf(response);
  if (failure) {
    update(id, { state: UploadState.error, failure });
    return { isOk: false, failure };
  }
  update(id, { state: UploadState.success, progress: 100 });
  return { isOk: true, body: response.body };
}

/** Closing the panel drops finished and failed items; running ones stay. */
export function dropFinishedUploads(): void {
  publish(items.filter((item) => item.state === UploadState.progressing));
}

function update(id: number, change: Partial<UploadItem>): void {
  publish(items.map((item) => (item.id === id ? { ...item, ...change } : item)));
}

function publish(next: readonly UploadItem[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}
