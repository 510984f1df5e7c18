import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Clock } from '../clock';
import { isPostgres } from './dialect';

/** One limit: `limit` hits per fixed window of `windowMs` per key. */
export interface RateLimitPolicy {
  /** What is limited; the keys' prefix in the table (`sign-in`, `coupon:reader` …). */
  name: string;
  limit: number;
  windowMs: number;
}

/** rate-limiter-flexible's table, made by a migration (the server runs no DDL). */
const TABLE = 'rate_limit_points';

/**
 * A rate limit on rate-limiter-flexible with the database as its store (`rate_limit_points`),
 * so every instance counts the same hits. `take` counts one hit and says whether it is within
 * the limit, so callers reserve before the work they limit (a burst of parallel attempts
 * cannot pass it) and `giveBack` when the attempt turns out not to count (a right password, a
 * valid coupon).
 *
 * The library reads the wall clock; the app's clock (which tests move) picks the window: it is
 * part of the key (`<key>@<window start>`), so a window ends when the app's clock says so, and
 * the library's expiry, a window after the first hit, only sweeps rows that can no longer count.
 */
export function createRateLimit(
  { db, clock }: { db: Knex; clock: Clock },
  { name, limit, windowMs }: RateLimitPolicy,
) {
  const options = {
    storeClient: db,
    storeType: 'knex',
    tableName: TABLE,
    tableCreated: true,
    // Swept on each window's first hit instead: the library's timer outlives a closed pool.
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points: limit,
    duration: windowMs / 1000,
  };
  const store = isPostgres(db) ? new RateLimiterPostgres(options) : new RateLimiterSQLite(options);

  function windowKey(key: string): string {
    const now = clock.now().getTime();
    return `${key}@${now - (now % windowMs)}`;
  }

  return {
    /** One hit on `key` in its window: false past the limit (the hit counts all the same). */
    async take(key: string): Promise<boolean> {
      try {
        const hit = await store.consume(windowKey(key));
        if (hit.isFirstInDuration) await sweep(store);
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },

    /** Returns one hit of `key`'s current window, if it has any. */
    async giveBack(key: string): Promise<void> {
      const current = windowKey(key);
      const hits = await store.get(current);
      if (hits && hits.consumedPoints > 0) await store.reward(current);
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;

/** Deletes the rows whose window has ended (the library reads them as absent already). */
async function sweep(store: RateLimiterPostgres | RateLimiterSQLite): Promise<void> {
  // Both stores have it; the types leave it out.
  await (store as unknown as { clearExpired(nowMs: number): Promise<void> }).clearExpired(
    Date.now(),
  );
}
