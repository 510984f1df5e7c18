import type { Knex } from 'knex';
import type { PaymentMode } from '@hondana/schemas/contracts';
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
  paymentMode,
}: {
  db: Knex;
  clock: Clock;
  notifications: Notifications;
  paymentMode: (companyId: string) => Promise<PaymentMode>;
}) {
  const offer = createOffer({ db, clock });
  return {
    plans: createPlanService({ db, clock, paymentMode }),
    ordinals: createOrdinalService({ db, clock }),
    coupons: createCouponService({ db, clock }),
    couponGuesses: createCouponGuessLimit({ db, clock }),
    offer,
    subscriptions: createSubscriptionService({ db, clock, offer, notifications }),
  };
}

export type Commerce = ReturnType<typeof createCommerce>;
