import type { Logger } from 'pino';
import type { JobContext, JobQueue } from '../jobs';
import { queueOnce } from '../jobs';
import type { WebhookDelivery } from './deliveries';

export const WEBHOOK_JOB = 'webhooks.deliver';
const LOCK = 'webhooks.deliver';

export function webhookJob(delivery: WebhookDelivery) {
  return async (job: JobContext) => {
    const tries = await delivery.runDue();
    await job.progress(tries, tries);
  };
}

/** Queues a sweep now unless one is queued or running (an admin's replay, a test). */
export function queueWebhooks(jobs: Pick<JobQueue, 'enqueue'>): Promise<boolean> {
  return queueOnce(jobs, { type: WEBHOOK_JOB, lockKey: LOCK });
}

/** How often each process looks for a delivery that is due. */
export const WEBHOOK_CHECK_MS = 10_000;

/**
 * Each process looks every few seconds (one indexed read) and queues a sweep only when a
 * delivery is due, so an idle tenant base adds no job records; the lock key keeps it to one
 * sweep at a time across processes. Not a pg-boss cron: its finest step is a minute, and a
 * job per minute would be 1,440 records a day with nothing to send. The retry schedule is the
 * deliveries' own (schedule.ts), the same on both engines (the table engine retries no job).
 */
export function scheduleWebhooks(
  jobs: Pick<JobQueue, 'enqueue'>,
  delivery: Pick<WebhookDelivery, 'hasDue'>,
  log: Pick<Logger, 'error'>,
  everyMs = WEBHOOK_CHECK_MS,
): () => void {
  let isChecking = false;
  const timer = setInterval(() => {
    if (isChecking) return;
    isChecking = true;
    delivery
      .hasDue()
      .then((isDue) => (isDue ? queueWebhooks(jobs) : false))
      .catch((err: unknown) => log.error({ err }, 'webhook check failed'))
      .finally(() => {
        isChecking = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
