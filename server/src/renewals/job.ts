import type { JobContext, JobPolicy, JobQueue, RecurringJob } from '../jobs';
import { queueOnce, SCHEDULE_TIME_ZONE } from '../jobs';
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

/** A run every quarter of an hour (the lock keeps it to one at a time, across processes). */
export const RENEWAL_SCHEDULE: RecurringJob = {
  type: RENEWAL_JOB,
  lockKey: LOCK,
  everyMs: RENEWAL_EVERY_MS,
  cron: '*/15 * * * *',
  tz: SCHEDULE_TIME_ZONE,
};

/**
 * A run that threw (the database away, a bug) is tried again soon, then less often: each
 * subscription's own charge retries are days apart (schedule.ts) and unaffected.
 */
export const RENEWAL_POLICY: JobPolicy = { retries: 3, retryDelaySeconds: 30, backoff: true };

export function scheduleRenewals(jobs: JobQueue) {
  return jobs.schedule(RENEWAL_SCHEDULE);
}
