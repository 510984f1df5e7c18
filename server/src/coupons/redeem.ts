import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { japanDate } from '../clock';
import { AppError } from '../errors';
import type { Coupon } from './repository';
import { findByCode } from './repository';

/**
 * The coupon a reader typed, if it may be used now: 835 for an unknown or expired code, 834
 * when every use is taken. Does not take a use (see `takeUse`).
 */
export async function usableCoupon(
  db: Knex,
  companyId: string,
  code: string,
  now: Date,
): Promise<Coupon> {
  const coupon = await findByCode(db, companyId, code);
  if (!coupon || coupon.expiryDate < japanDate(now)) throw new AppError(Status.couponInvalid);
  if (coupon.numberOfUsages !== null && coupon.numberUsed >= coupon.numberOfUsages) {
    throw new AppError(Status.couponUsedUp);
  }
  return coupon;
}

/**
 * Takes one use of a coupon for an order, in the order's transaction. The conditional update
 * is the check: two orders racing for the last use cannot both have it (834 for the other).
 */
export async function takeUse(trx: Knex, couponId: string): Promise<void> {
  const taken = await trx('coupons')
    .where({ id: couponId })
    .andWhere((w) =>
      w.whereNull('number_of_usages').orWhere('number_used', '<', trx.ref('number_of_usages')),
    )
    .increment('number_used', 1);
  if (!taken) throw new AppError(Status.couponUsedUp);
}

/** Gives a use back when the order that held it is cancelled or fails. */
export async function giveBackUse(trx: Knex, couponId: string): Promise<void> {
  await trx('coupons')
    .where({ id: couponId })
    .andWhere('number_used', '>', 0)
    .decrement('number_used', 1);
}
