import { Router } from 'express';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { requireReader } from '../../access/policy';
import type { CouponService } from '../../coupons';
import type { CouponGuessLimit } from '../../coupons/guesses';
import { AppError } from '../../errors';
import type { OrdinalService } from '../../plans';
import type { Offer } from '../../subscriptions';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import { adminAll, adminPage } from './adminPage';
import { param } from './readers';

export interface CouponApiDeps {
  scopes: Scopes;
  coupons: CouponService;
  ordinals: OrdinalService;
  offer: Offer;
  couponGuesses: CouponGuessLimit;
}

/** `/manage-coupon/*` and `/discount-ordinal/*` (001 §7): admin calls and the reader's check. */
export function couponApi({ scopes, coupons, couponGuesses, ordinals, offer }: CouponApiDeps) {
  const router = Router();
  const adminScope = scopes.adminScope({ isTenantFromRequest: true });

  // The reader's coupon: is this code usable, and what would the plan's first order cost?
  router.get('/manage-coupon/user/get', scopes.readerScope, async (req, res) => {
    const reader = requireReader(req.readerScope);
    const code = param(req, 'code') ?? param(req, 'couponCode');
    const planId = param(req, 'subscriptionPlanId');
    if (typeof code !== 'string' || !code.trim()) {
      throw AppError.badRequest({ code: 'Enter a coupon code.' });
    }
    const plan = typeof planId === 'string' && planId ? planId : undefined;
    const who = { readerId: reader.id, address: req.ip ?? '' };
    const check = () => offer.coupon(req.readerScope.company, reader, code, plan);
    sendData(res, await couponGuesses(who, check));
  });

  router.get('/manage-coupon/page', adminScope, async (req, res) => {
    sendData(res, await adminPage(req, coupons));
  });
  router.get('/manage-coupon', adminScope, async (req, res) => {
    sendData(res, await adminAll(req, coupons));
  });
  router.post('/manage-coupon/add', adminScope, async (req, res) => {
    const input = toCamelKeys(req.body?.data ?? req.body ?? {});
    sendData(res, await coupons.create({ scope: req.adminScope, input }));
  });
  router.get('/manage-coupon/:id', adminScope, async (req, res) => {
    sendData(res, await coupons.getOne({ scope: req.adminScope, id: String(req.params.id) }));
  });

  router.get('/discount-ordinal/page', adminScope, async (req, res) => {
    sendData(res, await adminPage(req, ordinals));
  });
  router.post('/discount-ordinal/add', adminScope, async (req, res) => {
    const input = toCamelKeys(req.body?.data ?? req.body ?? {});
    sendData(res, await ordinals.create({ scope: req.adminScope, input }));
  });
  router.get('/discount-ordinal/:id', adminScope, async (req, res) => {
    sendData(res, await ordinals.getOne({ scope: req.adminScope, id: String(req.params.id) }));
  });

  return router;
}
