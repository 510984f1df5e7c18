import { Router } from 'express';
import type { CouponService } from '../../coupons';
import type { OrdinalService, PlanService } from '../../plans';
import { crudRoutes } from './crudRoutes';
import { sendList } from './listProtocol';

/** `/api/admin/plans`: subscription plans (company and service admins). */
export function planRoutes(plans: PlanService): Router {
  const router = Router();
  // The groups a plan may open, as a list react-admin can read (`plans/content-groups`).
  router.get('/content-groups', async (req, res) => {
    const groups = await plans.groupChoices({ scope: req.adminScope });
    sendList(res, 'plans/content-groups', groups, groups.length, 0);
  });
  return crudRoutes('plans', plans, router);
}

/** `/api/admin/coupons`: coupon codes (company and service admins). */
export const couponRoutes = (coupons: CouponService): Router => crudRoutes('coupons', coupons);

/** `/api/admin/discount-ordinals`: a plan's discount for its n-th billing period. */
export const ordinalRoutes = (ordinals: OrdinalService): Router =>
  crudRoutes('discount-ordinals', ordinals);
