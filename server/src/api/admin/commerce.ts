import type { Router } from 'express';
import type { CouponService } from '../../coupons';
import type { OrdinalService, PlanService } from '../../plans';
import { crudRoutes } from './crudRoutes';

/** `/api/admin/plans`: subscription plans (company and service admins). */
export const planRoutes = (plans: PlanService): Router => crudRoutes('plans', plans);

/** `/api/admin/coupons`: coupon codes (company and service admins). */
export const couponRoutes = (coupons: CouponService): Router => crudRoutes('coupons', coupons);

/** `/api/admin/discount-ordinals`: a plan's discount for its n-th billing period. */
export const ordinalRoutes = (ordinals: OrdinalService): Router =>
  crudRoutes('discount-ordinals', ordinals);
