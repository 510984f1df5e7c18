/** Never beat more often than this, whatever the server says. */
const MIN_DELAY_MS = 5_000;

/**
 * When to send the next viewer-token heartbeat: at the server's interval, but always before
 * half the remaining lifetime has passed, so one lost beat (a sleeping laptop, a flaky
 * train connection) still leaves time for another before the token expires.
 */
export function nextHeartbeatDelay({
  intervalMs,
  expiresAt,
  now,
}: {
  intervalMs: number;
  expiresAt: string;
  now: number;
}): number {
  const remaining = Date.parse(expiresAt) - now;
  const safe = Number.isFinite(remaining) ? remaining / 2 : intervalMs;
  return Math.max(MIN_DELAY_MS, Math.min(intervalMs, safe));
}

/** After a failed beat (network): retry soon, backing off, still well inside the lifetime. */
export function retryDelay(attempt: number): number {
  return Math.min(60_000, MIN_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}
