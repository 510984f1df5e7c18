import { Status } from '@hondana/schemas/contracts';
import type { Logger } from 'pino';
import { AppError } from '../errors';
import type { JobQueue } from './queue';

/** A job the clock asks for (renewals, clean-ups): one run at a time across every process. */
export interface RecurringJob {
  type: string;
  /** Held while a run is queued or running: a second ask is declined, not queued twice. */
  lockKey: string;
  everyMs: number;
}

/** Queues a run unless one is queued or running (its lock key), on any process. */
export async function queueOnce(
  jobs: JobQueue,
  job: Omit<RecurringJob, 'everyMs'>,
): Promise<boolean> {
  try {
    await jobs.enqueue({ type: job.type, companyId: null, lockKey: job.lockKey });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === Status.importRunning) return false;
    throw err;
  }
}

/** Asks for a run now and every `everyMs` (each process does; the lock keeps it to one). */
export function scheduleRecurring(jobs: JobQueue, log: Logger, job: RecurringJob): () => void {
  const ask = () =>
    void queueOnce(jobs, job).catch((err) => log.error({ err, job: job.type }, 'run not queued'));
  ask();
  const timer = setInterval(ask, job.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
