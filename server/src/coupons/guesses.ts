import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { createRateLimits } from '../db/rateLimits';
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
export function createCouponGuessLimit({ db, clock }: { db: Knex; clock: Clock }) {
  const limits = createRateLimits({ db, clock });

  return async function guarded<T>(
    who: { readerId: string; address: string },
    check: () => Promise<T>,
  ): Promise<T> {
    const buckets = [
      { bucket: `coupon:reader:${who.readerId}`, limit: MAX_WRONG_COUPONS_PER_READER },
      { bucket: `coupon:address:${who.address}`, limit: MAX_WRONG_COUPONS_PER_ADDRESS },
    ];
    let isOver = false;
    for (const { bucket, limit } of buckets) {
      if ((await limits.take(bucket, WINDOW_MS)) > limit) isOver = true;
    }
    const giveBack = async () => {
      for (const { bucket } of buckets) await limits.giveBack(bucket, WINDOW_MS);
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
