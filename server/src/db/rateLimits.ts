import type { Knex } from 'knex';
import type { Clock } from '../clock';

/** Windows older than this are swept; no bucket uses a longer one. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/**
 * Fixed-window counters in the database (`rate_limits`), shared by every instance. `take`
 * counts one hit and answers the window's count, so callers reserve before the work they
 * limit (a burst of parallel attempts cannot pass the limit) and `giveBack` when the attempt
 * turns out not to count (a right password, a valid coupon).
 */
export function createRateLimits({ db, clock }: { db: Knex; clock: Clock }) {
  function windowStart(windowMs: number): number {
    const now = clock.now().getTime();
    return now - (now % windowMs);
  }

  return {
    /** One hit on `bucket` in its current window; the window's hits so far, this one included. */
    async take(bucket: string, windowMs: number): Promise<number> {
      const start = windowStart(windowMs);
      await db('rate_limits')
        .insert({ bucket, window_start: start, hits: 1 })
        .onConflict(['bucket', 'window_start'])
        .merge({ hits: db.raw('rate_limits.hits + 1') });
      const row = await db('rate_limits').where({ bucket, window_start: start }).first('hits');
      const hits = Number(row?.hits ?? 0);
      // The first hit of a window sweeps windows older than the longest one, so the table
      // stays small without cutting short another bucket's live window.
      if (hits === 1) {
        await db('rate_limits')
          .where('window_start', '<', clock.now().getTime() - LONGEST_WINDOW_MS)
          .delete();
      }
      return hits;
    },

    /** Returns one hit of `bucket`'s current window. */
    async giveBack(bucket: string, windowMs: number): Promise<void> {
      await db('rate_limits')
        .where({ bucket, window_start: windowStart(windowMs) })
        .where('hits', '>', 0)
        .decrement('hits', 1);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
