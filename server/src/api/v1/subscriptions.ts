import { Router } from 'express';
import type { Request } from 'express';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { parsePaging } from '../../db/paging';
import { requireReader } from '../../access/policy';
import type { CouponGuessLimit } from '../../coupons/guesses';
import type { PlanService } from '../../plans';
import type { Offer, PlanChanges, SubscriptionService } from '../../subscriptions';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import { param } from './readers';

export interface SubscriptionApiDeps {
  scopes: Scopes;
  plans: PlanService;
  offer: Offer;
  subscriptions: SubscriptionService;
  couponGuesses: CouponGuessLimit;
  planChanges: PlanChanges;
}

/**
 * A reader's registration of a plan (the PENDING order), a coupon sent with it counted as a
 * try like the coupon check's. Shared by the registration and the card provider's order calls.
 */
export function guardedRegistration({
  subscriptions,
  couponGuesses,
}: Pick<SubscriptionApiDeps, 'subscriptions' | 'couponGuesses'>) {
  return async (req: Request, input: Record<string, unknown>) => {
    const register = () => subscriptions.register({ scope: req.readerScope, input });
    const code = input.couponCode;
    if (typeof code !== 'string' || !code) return register();
    const who = { readerId: requireReader(req.readerScope).id, address: req.ip ?? '' };
    return couponGuesses(who, register);
  };
}

/** `/subscription-plan/*`: plans on offer, a reader's registrations, the admin's add (001 §7). */
export function subscriptionApi(deps: SubscriptionApiDeps) {
  const { scopes, plans, offer, subscriptions, couponGuesses, planChanges } = deps;
  const router = Router();
  const { readerScope } = scopes;
  const adminScope = scopes.adminScope({ isTenantFromRequest: true });
  const id = (req: Request) => String(req.params.id);

  router.get('/subscription-plan/public/user/page', readerScope, async (req, res) => {
    const { company, reader } = req.readerScope;
    const paging = parsePaging(req.query);
    sendData(res, await offer.page(company, reader, paging, param(req, 'contentGroupId')));
  });

  router.get('/subscription-plan/public/:id', readerScope, async (req, res) => {
    const { company, reader } = req.readerScope;
    sendData(res, await offer.detail(company, reader, id(req)));
  });

  router.post('/subscription-plan/add', adminScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(res, await plans.create({ scope: req.adminScope, input }));
  });

  router.get('/subscription-plan/user/registered/page', readerScope, async (req, res) => {
    sendData(res, await subscriptions.registeredPage(req.readerScope, parsePaging(req.query)));
  });

  router.get('/subscription-plan/user/registered/:id', readerScope, async (req, res) => {
    sendData(res, await subscriptions.registered(req.readerScope, id(req)));
  });

  router.delete('/subscription-plan/user/cancel/registered/:id', readerScope, async (req, res) => {
    sendData(res, await subscriptions.cancel(req.readerScope, id(req)));
  });

  const register = guardedRegistration({ subscriptions, couponGuesses });
  router.post('/subscription-plan/user/register', readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {}) as Record<string, unknown>;
    sendData(res, await register(req, input));
  });

  // A reader's plan change (docs/decisions.md "Plan change"): quotes, the change, its cancel.
  const changes = '/subscription-plan/user/registered/:id/changes';
  router.get(changes, readerScope, async (req, res) => {
    sendData(res, await planChanges.options(req.readerScope, id(req)));
  });

  router.get(
    '/subscription-plan/user/registered/:id/change-quote',
    readerScope,
    async (req, res) => {
      const input = { subscriptionPlanId: param(req, 'subscriptionPlanId') };
      sendData(res, await planChanges.quote({ scope: req.readerScope, id: id(req), input }));
    },
  );

  router.post(changes, readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(res, await planChanges.change({ scope: req.readerScope, id: id(req), input }));
  });

  router.delete(changes, readerScope, async (req, res) => {
    sendData(res, await planChanges.cancelScheduled(req.readerScope, id(req)));
  });

  return router;
}
