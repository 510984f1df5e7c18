/**
 * The answers of a reader's plan change (`/subscription-plan/user/registered/{id}/changes`,
 * docs/decisions.md "Plan change"), camelCase as the reader reads them (snake_case on the wire).
 */

/**
 * UPGRADE: a dearer plan of the same period, held once its prorated difference is paid.
 * SCHEDULED: any other plan, from the end of the running period. IMMEDIATE: during free days
 * (nothing paid yet), or an upgrade whose difference rounds to ¥0: held at once, nothing charged.
 */
export type PlanChangeKind = 'UPGRADE' | 'SCHEDULED' | 'IMMEDIATE';

/** Integer yen, tax added once to base − discount (the order's figures). */
export interface PlanChangeCharge {
  base: number;
  discount: number;
  tax: number;
  total: number;
  taxRatePercent: number;
}

/** What changing to one plan would do, as of the quote's time. */
export interface PlanChangeQuote {
  subscriptionId: string;
  /** The plan held now. */
  fromPlanId: string;
  planId: string;
  planName: string;
  kind: PlanChangeKind;
  /** Charged today: an upgrade's prorated difference (with tax), else ¥0. */
  today: PlanChangeCharge;
  /** From when the new plan is held: now, or the end of the running period. */
  effectiveAt: string;
  /** The first charge on the new plan after the change, and its date. */
  next: { at: string; charge: PlanChangeCharge };
}

/** A change waiting for the end of the running period; the reader may cancel it until then. */
export interface ScheduledPlanChange {
  planId: string;
  planName: string;
  at: string;
}

/** The reader's choices: every other published plan of the tenant, each quoted. */
export interface PlanChangeOptions {
  subscriptionId: string;
  planId: string;
  scheduledChange: ScheduledPlanChange | null;
  quotes: PlanChangeQuote[];
}

/** The order an upgrade opens, paid through `POST /veritrans/confirm-order`. */
export interface PlanChangeOrder {
  id: string;
  subscriptionId: string;
  status: string;
  dueAt: string | null;
  couponCode: string | null;
  baseAmount: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
  taxRatePercent: number;
}

/**
 * The change made: an upgrade's order to pay (null when nothing is to pay), or the change
 * scheduled or made at once.
 */
export interface PlanChangeResult {
  kind: PlanChangeKind;
  quote: PlanChangeQuote;
  order: PlanChangeOrder | null;
  scheduledChange: ScheduledPlanChange | null;
}
