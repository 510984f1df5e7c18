import type { Timestamp } from '../subscriptions';

/**
 * The money side's rows: each attempt to charge an order (`payments`, the payment history),
 * the reader's stored card at a gateway (`payment_cards`) and an admin's refunds. Only this
 * folder writes them (tests/architecture/tableOwners.test.ts).
 */
export type AttemptStatus =
  'processing' | 'unanswered' | 'pending' | 'requires_action' | 'succeeded' | 'failed';

export interface PaymentRow {
  id: string;
  company_id: string;
  user_id: string;
  order_id: string;
  attempt: number;
  gateway: string;
  /** `<order id>.<attempt>`: the gateway's idempotency key. */
  gateway_key: string;
  /** The exact charge request as JSON text (re-sent to replay or reconcile). */
  request: string;
  charge_id: string | null;
  status: AttemptStatus;
  failure_code: string | null;
  card_last4: string | null;
  card_brand: string | null;
  base_amount: number;
  discount_amount: number;
  ordinal_discount_amount: number;
  tax_amount: number;
  total_amount: number;
  tax_rate_percent: number;
  tax_rounding: string;
  refunded_amount: number;
  refunded_tax_amount: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CardRow {
  id: string;
  company_id: string;
  user_id: string;
  gateway: string;
  customer_id: string;
  card_id: string;
  last4: string;
  brand: string;
  exp_month: number;
  exp_year: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
