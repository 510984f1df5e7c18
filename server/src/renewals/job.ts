import { Status } from '@hondana/schemas/contracts';
import type { Logger } from 'pino';
import { AppError } from '../errors';
import type { JobContext, JobQueue } from '../jobs';
import type { Renewals } from './renewals';
import { RENEWAL_EVERY_MS } from './schedule';

/** The renewal job: one run charges every subscription due, across tenants. */
export const RENEWAL_JOB = 'subscriptions.renew';
const LOCK = 'subscriptions.renew';

export function renewalJob(renewals: Renewals) {
  return async (job: JobContext) => renewals.runDue((done) => job.progress(done, done));
}

/** Queues a run unless one is queued or running (its lock key), on any process. */
export async function queueRenewals(jobs: JobQueue): Promise<boolean> {
  try {
    await jobs.enqueue({ type: RENEWAL_JOB, companyId: null, lockKey: LOCK });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === Status.importRunning) return false;
    throw err;
  }
}

/** Asks for a run every `everyMs` (each process does; the lock keeps it to one at a time). */
export function scheduleRenewals(jobs: JobQueue, log: Logger, everyMs = RENEWAL_EVERY_MS) {
  const ask = () =>
    void queueRenewals(jobs).catch((err) => log.error({ err }, 'renewal run not queued'));
  ask();
  const timer = setInterval(ask, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
