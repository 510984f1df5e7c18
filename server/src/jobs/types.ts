import type { Job, JobLog, JobStatus } from '@hondana/schemas/contracts';

export type { Job, JobLog, JobStatus };

/** What a handler sees of its job. */
export interface JobContext<P = unknown> {
  id: string;
  companyId: string | null;
  payload: P;
  /** Records progress (and keeps the job's lease alive); call it once per chunk. */
  progress(processed: number, total: number): Promise<void>;
  /** Adds a line to the job's log (a CSV line number when the message is about one row). */
  log(message: string, line?: number): void;
}

export type JobHandler<P = unknown> = (job: JobContext<P>) => Promise<unknown>;

export interface EnqueueInput {
  type: string;
  companyId: string | null;
  payload?: unknown;
  /** While a job with this key is queued or running, another is refused with 746. */
  lockKey?: string;
}
