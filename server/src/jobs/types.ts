import type { Job, JobLog, JobStatus } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';

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

export interface EnqueueOptions {
  /**
   * The caller's transaction: the job exists only if it commits (a rolled-back enqueue never
   * runs). The pg-boss engine's delivery is written in it too.
   */
  trx?: Knex.Transaction;
}

/**
 * What a job type does when its handler throws (the pg-boss engine; the table engine fails a
 * throwing job at once). The default is no retry: a bad file fails the same way every time, and
 * the console shows the failure at once.
 */
export interface JobPolicy {
  /** Runs after the first that threw, before the job is failed and dead-lettered. */
  retries?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry (with jitter), up to `retryDelayMaxSeconds`. */
  backoff?: boolean;
  retryDelayMaxSeconds?: number;
}

/** A job the clock asks for (renewals, clean-ups): one run at a time across every process. */
export interface RecurringJob {
  type: string;
  /** Held while a run is queued or running: a second ask is declined, not queued twice. */
  lockKey: string;
  /** The table engine's interval (each process asks; the lock keeps it to one run). */
  everyMs: number;
  /** The pg-boss engine's schedule: a cron expression read in `tz` (one job per slot). */
  cron: string;
  tz: string;
}

/** The job interface both engines keep (queue.ts on SQLite, boss.ts on PostgreSQL). */
export interface JobQueue {
  register<P>(type: string, handler: JobHandler<P>, policy?: JobPolicy): void;
  enqueue(input: EnqueueInput, options?: EnqueueOptions): Promise<Job>;
  get(id: string, companyId?: string | null): Promise<Job | null>;
  logs(id: string, limit?: number): Promise<JobLog[]>;
  /** A failed job queued again with fresh attempts; null when no failed job has that id. */
  retry(id: string): Promise<Job | null>;
  /** The newest jobs first, of one status if given (the operator's `hondana jobs list`). */
  list(options?: { status?: JobStatus; limit?: number }): Promise<Job[]>;
  /** Asks for `job` by the clock until the returned function is called (or the queue stops). */
  schedule(job: RecurringJob): () => void;
  /** Starts working in the background; `main.ts` does this, tests call `drain` or `start`. */
  start(): void;
  /** Stops taking jobs and waits for the running ones to end (SIGTERM, a test's end). */
  stop(): Promise<void>;
  /** Runs every queued job now, in this process; resolves when none is left. */
  drain(): Promise<void>;
}
