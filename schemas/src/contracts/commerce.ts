import type { PlanRecord } from '../../types/index';
import type { Quote, QuoteCharge } from './quote';
import type { SubscriptionStatusName } from './subscribers';

/**
 * The reader's commerce answers (spec 001 §7: plans, orders, subscriptions, the coupon check,
 * card tokenisation, the learning service's payment), camelCase as the server's presenters build
 * them and the reader reads them; snake_case on the wire (`Wire<T>`).
 */

/** A content group a plan opens, named. */
export interface PlanContentGroup {
  contentGroupId: string;
  contentGroupName: string;
}

/** A plan as stored: its record, with its content groups named. */
export interface Plan extends PlanRecord {
  id: string;
  companyId: string;
  subscriptionContentGroups: PlanContentGroup[];
  /** Set once a plan with subscribers was "deleted": never sold again (decisions.md). */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A published plan as `/subscription-plan/public/*` answers it to a reader. */
export interface OfferedPlan extends Plan {
  priceWithTax: number;
  discountPriceWithTax: number | null;
  /** The reader holds it (an ACTIVE subscription). */
  isRegistered: boolean;
  /** What the reader is charged today and from which date (the server's one computation). */
  quote: Quote;
}

/** One order of a subscription (one billing period), integer yen. */
export interface Order {
  id: string;
  subscriptionId: string;
  status: string;
  periodNumber: number;
  dueAt: string | null;
  couponCode: string | null;
  couponPercent: number | null;
  ordinalPercent: number | null;
  baseAmount: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
  taxRatePercent: number;
  taxRounding: QuoteCharge['rounding'];
  createdAt: string | null;
}

/** A reader's subscription as `/subscription-plan/user/registered/*` answers it. */
export interface Subscription {
  id: string;
  subscriptionPlanId: string;
  subscriptionPlanName: string;
  status: SubscriptionStatusName;
  /** The latest order: for PAST_DUE, the renewal waiting to be paid. */
  orderId: string | null;
  amount: number | null;
  registeredDate: string | null;
  usageStartDate: string | null;
  usageEndDate: string | null;
  nextBillingDate: string | null;
  firstPaymentExpiry: string | null;
  cancelDate: string | null;
  isComplimentary: boolean;
  /** A plan change scheduled for the period's end (docs/decisions.md "Plan change"). */
  nextPlanId: string | null;
  nextPlanName: string | null;
  nextPlanDate: string | null;
}

/** The answer to a confirm: the order and its subscription as they stand now. */
export interface OrderConfirmation {
  result: 'OK' | 'REQUIRES_ACTION';
  /** The 3-D Secure page to open, with REQUIRES_ACTION. */
  redirectUrl: string | null;
  order: Order;
  subscription: Subscription;
}

/** `/manage-coupon/user/get` without a plan: the coupon a reader typed, usable. */
export interface CouponCheck {
  code: string;
  discountPercent: number;
  expiryDate: string;
  /** Null: no limit. */
  remainingUsages: number | null;
}

/** `/manage-coupon/user/get` with a plan: the first order the coupon would make, and its quote. */
export interface CouponQuote extends CouponCheck {
  subscriptionPlanId: string;
  freeDays: number;
  charge: QuoteCharge;
  dueAt: string;
  quote: Quote;
}

/** `GET /payment/card-token-config`: what the browser needs to tokenise a card (public). */
export type TokenisationConfig = CardTokenisation | { gateway: 'learning' };

/** A card gateway's token API: the sandbox's beside the app, VeriTrans4G's or GMO's. */
export type CardTokenisation =
  | { gateway: 'sandbox'; tokenUrl: string }
  | { gateway: 'veritrans'; tokenUrl: string; tokenApiKey: string }
  | { gateway: 'gmo'; tokenUrl: string; shopId: string };

/** `GET /learning-payment/get-info`: the learning service's answer for the order, and the order. */
export interface LearningInfo {
  gidOrderNo: string;
  periodicPaymentId: string | null;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  amount: number;
  order: Order;
  subscription: Subscription;
}
