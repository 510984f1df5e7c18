import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { createCouponService } from '../coupons';
import { createCouponGuessLimit } from '../coupons/guesses';
import type { Notifications } from '../notifications';
import { createOrdinalService, createPlanService } from '../plans';
import { createOffer } from './offer';
import { createSubscriptionService } from './service';

/** The selling side of a tenant, built once by `services.ts`: the routes take its parts. */
export function createCommerce({
  db,
  clock,
  notifications,
}: {
  db: Knex;
  clock: Clock;
  notifications: Notifications;
}) {
  const offer = createOffer({ db, clock });
  return {
    plans: createPlanService({ db, clock }),
    ordinals: createOrdinalService({ db, clock }),
    coupons: createCouponService({ db, clock }),
    couponGuesses: createCouponGuessLimit({ db, clock }),
    offer,
    subscriptions: createSubscriptionService({ db, clock, offer, notifications }),
  };
}

export type Commerce = ReturnType<typeof createCommerce>;
