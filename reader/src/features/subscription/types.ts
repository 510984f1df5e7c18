import type { Quote } from '@hondana/schemas/contracts';

/** A plan as `/subscription-plan/public/*` answers it (camelCase). */
export interface Plan {
  id: string;
  name: string;
  imageName: string | null;
  price: number;
  discountPrice: number | null;
  priceWithTax: number;
  discountPriceWithTax: number | null;
  duration: number;
  durationType: 'DAY' | 'MONTH' | 'YEAR';
  description: string | null;
  numberFreeTerm: number;
  subscriptionContentGroups: { contentGroupId: string; contentGroupName: string }[];
  isRegistered: boolean;
  /** What the reader is charged today and from which date (the server's one computation). */
  quote: Quote;
}

export interface Order {
  id: string;
  status: string;
  dueAt: string;
  couponCode: string | null;
  baseAmount: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
  taxRatePercent: number;
}

export interface Subscription {
  id: string;
  subscriptionPlanId: string;
  subscriptionPlanName: string;
  status: 'ACTIVE' | 'PAST_DUE' | 'CANCEL' | 'REFUNDED' | 'PENDING';
  /** The latest order: for PAST_DUE, the renewal waiting to be paid. */
  orderId: string | null;
  amount: number | null;
  registeredDate: string | null;
  usageEndDate: string | null;
  nextBillingDate: string | null;
  /** A plan change scheduled for the period's end (docs/decisions.md "Plan change"). */
  nextPlanId?: string | null;
  nextPlanName?: string | null;
  nextPlanDate?: string | null;
}

/** The stored card's wire shape is declared once, in the shared contracts. */
export type { StoredCard } from '@hondana/schemas/contracts';
