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
export * as lifecycle from './lifecycle';
export type {
  OrderKind,
  OrderRow,
  OrderStatus,
  SubscriptionRow,
  SubscriptionStatus,
  Timestamp,
} from './model';
export { OPEN_STATUSES } from './model';
export { createOffer } from './offer';
export type { Offer } from './offer';
export { createSubscriptionService } from './service';
export type { SubscriptionService } from './service';
export { chargeColumns, chargeOfRow, presentOrder, presentSubscription } from './rows';
export { orderForPeriod } from './periodOrders';
export { isUpgradePayable } from './changeOrders';
export { expireUpgradeOrders } from './upgradeExpiry';
export { createPlanChanges } from './planChange';
export type { PlanChanges } from './planChange';
export type { RenewalGatewayOf } from './planChangeContext';
