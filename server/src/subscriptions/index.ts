export { createOffer } from './offer';
export type { Offer } from './offer';
export { createSubscriptionService } from './service';
export type { SubscriptionService } from './service';
export { chargeColumns, chargeOfRow, presentOrder, presentSubscription } from './rows';
