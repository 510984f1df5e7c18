/** A durable background job as the API shows it (contracts.md §8). */
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

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobLog {
  line: number | null;
  message: string;
}

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
