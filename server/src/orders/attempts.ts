import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { writeJson } from '../db/json';
import type { ChargeRequest } from '../payments';

type Row = Record<string, unknown>;

/**
 * A new `payments` row: attempt `attempt` to charge `order`, keyed `<order id>.<attempt>` at
 * the gateway, with the order's figures copied so a receipt or refund reads the row alone.
 * The pair (order, attempt) is unique: of two racing writers of one attempt, one wins.
 */
export function attemptRow(
  order: Row,
  { attempt, gateway, request, at, status = 'processing', failureCode = null }: AttemptFields,
) {
  return {
    id: randomUUID(),
    company_id: order.company_id,
    user_id: order.user_id,
    order_id: order.id,
    attempt,
    gateway,
    gateway_key: attemptKey(order, attempt),
    request: writeJson(request),
    status,
    failure_code: failureCode,
    base_amount: order.base_amount,
    discount_amount: order.discount_amount,
    ordinal_discount_amount: order.ordinal_discount_amount,
    tax_amount: order.tax_amount,
    total_amount: order.total_amount,
    tax_rate_percent: order.tax_rate_percent,
    tax_rounding: order.tax_rounding,
    created_at: at,
    updated_at: at,
  };
}

export const attemptKey = (order: Row, attempt: number) => `${order.id}.${attempt}`;

interface AttemptFields {
  attempt: number;
  gateway: string;
  request: ChargeRequest | Row;
  at: string;
  status?: string;
  failureCode?: string | null;
}

/** The order's last attempt, or undefined; a new one is made only after it failed. */
export function latestAttempt(db: Knex, orderId: unknown): Promise<Row | undefined> {
  return db('payments').where({ order_id: orderId }).orderBy('attempt', 'desc').first();
}
