/**
 * When a failed delivery is tried again: after each failure, the next delay in the list (in
 * the spirit of Standard Webhooks' suggested schedule: seconds, then minutes, then hours);
 * when the list is used up the delivery is FAILED, and only an admin's replay sends it again.
 */
export const RETRY_DELAYS_MS = [
  30_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  8 * 3_600_000,
  24 * 3_600_000,
] as const;

/** Tries of one delivery: the first and one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The next try after the `attempts`-th failed, or null when none is left. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** A sending process holds a delivery this long (a crash mid-send frees it for another try). */
export const DELIVERY_LEASE_MS = 60_000;

/** Time limit of one try: a slow receiver cannot hold the sweep. */
export const DELIVERY_TIMEOUT_MS = 10_000;
