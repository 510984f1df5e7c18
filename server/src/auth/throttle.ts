import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { createRateLimit } from '../db/rateLimits';
import type { RateLimit } from '../db/rateLimits';

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
 * Sign-in budgets on the shared database rate limits (db/rateLimits.ts). A sign-in reserves a
 * slot before the password is checked, so a burst of parallel attempts cannot pass the limit,
 * and gives it back when it succeeds: only failures use up the budget, and a school behind one
 * address whose readers type their passwords right is never throttled.
 */
export function createSignInThrottle(ctx: ThrottleDeps) {
  const perAddress = createRateLimit(ctx, {
    name: 'sign-in',
    limit: MAX_SIGN_IN_FAILURES_PER_IP,
    windowMs: THROTTLE_WINDOW_MS,
  });
  const perAccount = createRateLimit(ctx, {
    name: 'sign-in-account',
    limit: 1,
    windowMs: ACCOUNT_SLOT_MS,
  });

  /** One hit on `key`; 429 past the limit. */
  async function take(limit: RateLimit, key: string): Promise<void> {
    if (!(await limit.take(key))) throw new AppError(Status.tooManyRequests);
  }

  return {
    /** Takes a slot for `address`; 429 when the window's budget is spent. */
    reserve(address: string): Promise<void> {
      return take(perAddress, address);
    },

    /** A successful sign-in returns its slot. */
    release(address: string): Promise<void> {
      return perAddress.giveBack(address);
    },

    /** The one password check of a rationed account in this slot; 429 when it is taken. */
    reserveAccountSlot(accountKey: string): Promise<void> {
      return take(perAccount, accountKey);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
