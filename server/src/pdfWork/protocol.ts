import type { PdfLimitKind, PdfWorkLimits } from './limits';

/** The tasks a work process knows (server/src/pdfWorker.ts maps them to their code). */
export const pdfTasks = {
  /** Reads an upload: its text and page 1's image (content/files/pdfReading.ts). */
  read: 'read-pdf',
  /** Lists an upload's active content (content/files/activeContent.ts). */
  scan: 'scan-pdf',
  /** Stamps a download with the reader's watermark (viewer/stamp.ts); writes `stamped.pdf`. */
  stamp: 'stamp-pdf',
} as const;

/** The file the stamp task writes. */
export const STAMPED_FILE = 'stamped.pdf';

/** A task for a work process (one at a time). */
export interface PdfTaskMessage {
  task: string;
  input: unknown;
  /** The PDF to work on, written by the server before the task is sent. */
  inputFile: string;
  /** A folder of its own: every file the task writes here is handed back to the caller. */
  outputDir: string;
  limits: PdfWorkLimits;
}

/** What a failed task tells the server: enough to throw the same kind of error there. */
export interface SerializedError {
  name: string;
  message: string;
  limit?: PdfLimitKind;
  /** An AppError's fields (a bad page range of a download), thrown again as one. */
  app?: {
    status: number;
    messageKey: string;
    fieldErrors?: Record<string, string>;
    httpStatus?: number;
  };
}

/** A work process's answer to a task. */
export type PdfTaskReply = { ok: true; output: unknown } | { ok: false; error: SerializedError };

/** A task as it runs inside the work process. */
export type PdfTaskHandler = (message: PdfTaskMessage) => Promise<unknown>;
