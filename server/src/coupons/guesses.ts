import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { createRateLimit } from '../db/rateLimits';
import { AppError } from '../errors';

/** Coupon codes a reader may get wrong per hour, and all readers behind one address. */
export const MAX_WRONG_COUPONS_PER_READER = 20;
export const MAX_WRONG_COUPONS_PER_ADDRESS = 100;
const WINDOW_MS = 60 * 60 * 1000;

/**
 * Coupon codes are bearer discounts, so trying codes must not be free: each check reserves a
 * try for the reader and for the address before the code is looked up, and gives both back
 * when the code was usable. Wrong codes (835, 834) use up the budget; past it, 429 until the
 * hour ends. Readers who type a right code are never limited.
 */
export function createCouponGuessLimit(ctx: { db: Knex; clock: Clock }) {
  const perReader = createRateLimit(ctx, {
    name: 'coupon:reader',
    limit: MAX_WRONG_COUPONS_PER_READER,
    windowMs: WINDOW_MS,
  });
  const perAddress = createRateLimit(ctx, {
    name: 'coupon:address',
    limit: MAX_WRONG_COUPONS_PER_ADDRESS,
    windowMs: WINDOW_MS,
  });

  return async function guarded<T>(
    who: { readerId: string; address: string },
    check: () => Promise<T>,
  ): Promise<T> {
    const tries = [
      { limit: perReader, key: who.readerId },
      { limit: perAddress, key: who.address },
    ];
    let isOver = false;
    for (const { limit, key } of tries) {
      if (!(await limit.take(key))) isOver = true;
    }
    const giveBack = async () => {
      for (const { limit, key } of tries) await limit.giveBack(key);
    };
    if (isOver) {
      await giveBack();
      throw new AppError(Status.tooManyRequests);
    }
    const answer = await check();
    await giveBack();
    return answer;
  };
}

export type CouponGuessLimit = ReturnType<typeof createCouponGuessLimit>;
