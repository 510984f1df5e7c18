/**
 * The commerce answers the subscription pages read are declared once, in the shared contracts;
 * a plan here is always a published plan as offered to the reader.
 */
export type {
  OfferedPlan as Plan,
  Order,
  StoredCard,
  Subscription,
} from '@hondana/schemas/contracts';
