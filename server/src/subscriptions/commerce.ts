import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { createCouponService } from '../coupons';
import { createCouponGuessLimit } from '../coupons/guesses';
import { createOrdinalService, createPlanService } from '../plans';
import { createOffer } from './offer';
import { createSubscriptionService } from './service';

/** The selling side of a tenant, built once by `services.ts`: the routes take its parts. */
export function createCommerce({ db, clock }: { db: Knex; clock: Clock }) {
  const offer = createOffer({ db, clock });
  return {
    plans: createPlanService({ db, clock }),
    ordinals: createOrdinalService({ db, clock }),
    coupons: createCouponService({ db, clock }),
    couponGuesses: createCouponGuessLimit({ db, clock }),
    offer,
    subscriptions: createSubscriptionService({ db, clock, offer }),
  };
}

export type Commerce = ReturnType<typeof createCommerce>;
