/**
 * The subscription aggregate's rows as the database gives them back: a subscription and the
 * orders that bill its periods. Only `lifecycle.ts`, `periodOrders.ts` and a plan change's
 * `changeOrders.ts` and `upgradeExpiry.ts` write them.
 * Timestamps are ISO text on SQLite and Date objects on PostgreSQL (db/json.ts#toIso).
 */
export type Timestamp = string | Date;

/**
 * PENDING: registered, its first order not paid (nor its free days started).
 * ACTIVE: a paid or free period runs. PAST_DUE: the next period's charge failed; retries are
 * scheduled and reading waits for a paid one. CANCEL: no further charge; access lasts to the
 * end of the period already paid. REFUNDED: money given back; access ended.
 * docs/architecture.md draws the transitions.
 */
export type SubscriptionStatus = 'PENDING' | 'ACTIVE' | 'PAST_DUE' | 'CANCEL' | 'REFUNDED';

export interface SubscriptionRow {
  id: string;
  company_id: string;
  user_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  /** `user:plan` while the reader holds the plan open (PENDING, ACTIVE, PAST_DUE), else null. */
  open_key: string | null;
  registered_at: Timestamp;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  free_until: Timestamp | null;
  /** Periods paid so far (0 during free days): the next order is period `periods_billed + 1`. */
  periods_billed: number;
  failed_attempts: number;
  /** PAST_DUE: the next try; ACTIVE: a renewal run's lease while it charges. */
  retry_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  /** A plan change scheduled for `period_end` (the renewal then charges and switches to it). */
  next_plan_id: string | null;
  /** Granted by an admin at no charge (`lifecycle.grantComplimentary`): never renewed. */
  is_complimentary: boolean | number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * PERIOD: a billing period's order. UPGRADE: the prorated difference to a dearer plan for the
 * rest of the period paid (`plan_id` its target); paying it switches the plan.
 */
export type OrderKind = 'PERIOD' | 'UPGRADE';

/** PENDING → PAID, or CANCELLED when its subscription ends or it is abandoned unpaid. */
export type OrderStatus = 'PENDING' | 'PAID' | 'CANCELLED';

export interface OrderRow {
  id: string;
  company_id: string;
  user_id: string;
  subscription_id: string;
  status: OrderStatus;
  kind: OrderKind;
  /** The plan the order is priced on; null on orders older than plan changes (their subscription's). */
  plan_id: string | null;
  period_number: number;
  /** 0 for a period's order; 1, 2, … for the upgrade orders opened during that period. */
  change_number: number;
  due_at: Timestamp;
  coupon_id: string | null;
  coupon_code: string | null;
  coupon_percent: number | null;
  ordinal_percent: number | null;
  base_amount: number;
  discount_amount: number;
  ordinal_discount_amount: number;
  tax_amount: number;
  total_amount: number;
  tax_rate_percent: number;
  tax_rounding: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The statuses in which a reader holds a plan open: one such subscription per reader and plan. */
export const OPEN_STATUSES: readonly SubscriptionStatus[] = ['PENDING', 'ACTIVE', 'PAST_DUE'];
