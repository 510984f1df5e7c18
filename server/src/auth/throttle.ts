import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { AppError } from '../errors';

/** Failed sign-ins one address may cause per window before it gets 429. */
export const MAX_SIGN_IN_FAILURES_PER_IP = 30;
export const THROTTLE_WINDOW_MS = 5 * 60 * 1000;

export interface ThrottleDeps {
  db: Knex;
  clock: Clock;
}

/**
 * Fixed-window counters in the database (shared by every instance). A sign-in reserves a slot
 * before the password is checked, so a burst of parallel attempts cannot pass the limit, and
 * gives it back when it succeeds: only failures use up the budget, and a school behind one
 * address whose readers type their passwords right is never throttled.
 */
export function createSignInThrottle({ db, clock }: ThrottleDeps) {
  function windowStart(): number {
    const now = clock.now().getTime();
    return now - (now % THROTTLE_WINDOW_MS);
  }

  return {
    /** Takes a slot for `address`; 429 when the window's budget is spent. */
    async reserve(address: string): Promise<void> {
      const bucket = `sign-in:${address}`;
      const start = windowStart();
      await db('rate_limits')
        .insert({ bucket, window_start: start, hits: 1 })
        .onConflict(['bucket', 'window_start'])
        .merge({ hits: db.raw('rate_limits.hits + 1') });
      const row = await db('rate_limits').where({ bucket, window_start: start }).first('hits');
      const hits = Number(row?.hits ?? 0);
      // The first hit of a window sweeps finished windows, so the table stays small.
      if (hits === 1) await db('rate_limits').where('window_start', '<', start).delete();
      if (hits > MAX_SIGN_IN_FAILURES_PER_IP) throw new AppError(Status.tooManyRequests);
    },

    /** A successful sign-in returns its slot. */
    async release(address: string): Promise<void> {
      await db('rate_limits')
        .where({ bucket: `sign-in:${address}`, window_start: windowStart() })
        .where('hits', '>', 0)
        .decrement('hits', 1);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
