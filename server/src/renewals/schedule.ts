import { addDays } from '../money';

/**
 * Retries of a failed renewal, in days after the charge was due (the period's end): a try at
 * once, then 1, 3 and 7 days later; a fourth failure cancels the subscription (decisions.md).
 */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

/** The free-period-ending notice goes out this many days before the first charge. */
export const FREE_PERIOD_NOTICE_DAYS = 3;

/** How often each process asks for the renewal job (it runs once at a time, on any process). */
export const RENEWAL_EVERY_MS = 15 * 60_000;

/**
 * A run holds a subscription this long (its `retry_at`, taken by one conditional UPDATE): a
 * second run or process leaves it alone meanwhile. A run lost with its process (killed between
 * the gateway's answer and our commit) lets go when this passes; the next run re-sends the
 * open attempt's stored request, which the gateway answers from its books, never charging again.
 */
export const RENEWAL_LEASE_MS = 5 * 60_000;

/** When to try again after `failures` failed tries of a charge due at `dueAt`, or null: cancel. */
export function nextRetry(dueAt: Date, failures: number): Date | null {
  const days = RETRY_AFTER_DAYS[failures - 1];
  return days === undefined ? null : addDays(dueAt, days);
}
