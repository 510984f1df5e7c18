import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { createRateLimits } from '../db/rateLimits';

/** Failed sign-ins one address may cause per window before it gets 429. */
export const MAX_SIGN_IN_FAILURES_PER_IP = 30;
export const THROTTLE_WINDOW_MS = 5 * 60 * 1000;
/** A rationed account (see signInGuard.ts) gets one password check per slot. */
export const ACCOUNT_SLOT_MS = 5 * 1000;

export interface ThrottleDeps {
  db: Knex;
  clock: Clock;
}

/**
 * Sign-in budgets on the shared database counters (db/rateLimits.ts). A sign-in reserves a
 * slot before the password is checked, so a burst of parallel attempts cannot pass the limit,
 * and gives it back when it succeeds: only failures use up the budget, and a school behind one
 * address whose readers type their passwords right is never throttled.
 */
export function createSignInThrottle({ db, clock }: ThrottleDeps) {
  const limits = createRateLimits({ db, clock });

  /** One hit on `bucket` in its current window; 429 past `limit`. */
  async function take(bucket: string, windowMs: number, limit: number): Promise<void> {
    if ((await limits.take(bucket, windowMs)) > limit) {
      throw new AppError(Status.tooManyRequests);
    }
  }

  return {
    /** Takes a slot for `address`; 429 when the window's budget is spent. */
    reserve(address: string): Promise<void> {
      return take(`sign-in:${address}`, THROTTLE_WINDOW_MS, MAX_SIGN_IN_FAILURES_PER_IP);
    },

    /** A successful sign-in returns its slot. */
    release(address: string): Promise<void> {
      return limits.giveBack(`sign-in:${address}`, THROTTLE_WINDOW_MS);
    },

    /** The one password check of a rationed account in this slot; 429 when it is taken. */
    reserveAccountSlot(accountKey: string): Promise<void> {
      return take(`sign-in-account:${accountKey}`, ACCOUNT_SLOT_MS, 1);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
