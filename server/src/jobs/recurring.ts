import { Status } from '@hondana/schemas/contracts';
import { AppError } from '../errors';
import type { JobQueue, RecurringJob } from './types';

/**
 * The time zone schedules are read in: the product's tenants and their renewal days are in
 * Japan, so a daily slot ("every day at 04:00") means 04:00 there on every host.
 */
export const SCHEDULE_TIME_ZONE = 'Asia/Tokyo';

/** Queues a run unless one is queued or running (its lock key), on any process. */
export async function queueOnce(
  jobs: Pick<JobQueue, 'enqueue'>,
  job: Pick<RecurringJob, 'type' | 'lockKey'>,
): Promise<boolean> {
  try {
    await jobs.enqueue({ type: job.type, companyId: null, lockKey: job.lockKey });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === Status.importRunning) return false;
    throw err;
  }
}
