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
export { createSubscriptionAdmin } from './admin';
export type { SubscriptionAdmin } from './admin';
