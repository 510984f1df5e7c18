import type { Logger } from 'pino';
import type { JobContext, JobQueue } from '../jobs';
import { queueOnce, scheduleRecurring } from '../jobs';
import type { Renewals } from './renewals';
import { RENEWAL_EVERY_MS } from './schedule';

/** The renewal job: one run charges every subscription due, across tenants. */
export const RENEWAL_JOB = 'subscriptions.renew';
const LOCK = 'subscriptions.renew';

export function renewalJob(renewals: Renewals) {
  return async (job: JobContext) => renewals.runDue((done) => job.progress(done, done));
}

/** Queues a run unless one is queued or running (its lock key), on any process. */
export function queueRenewals(jobs: JobQueue): Promise<boolean> {
  return queueOnce(jobs, { type: RENEWAL_JOB, lockKey: LOCK });
}

/** Asks for a run every `everyMs` (each process does; the lock keeps it to one at a time). */
export function scheduleRenewals(jobs: JobQueue, log: Logger, everyMs = RENEWAL_EVERY_MS) {
  return scheduleRecurring(jobs, log, { type: RENEWAL_JOB, lockKey: LOCK, everyMs });
}
