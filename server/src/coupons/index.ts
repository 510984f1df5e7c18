export { createCouponService } from './service';
export type { CouponService } from './service';
export { usableCoupon, takeUse, giveBackUse } from './redeem';
export { findByCode, normalCode } from './repository';
export type { Coupon } from './repository';
