import type { Order, Subscription, SubscriptionStatusName } from '@hondana/schemas/contracts';
import type { Charge, Rounding } from '../money';
import { toIso } from '../db/json';
import type { OrderRow } from './model';

type Row = Record<string, unknown>;

/** The money columns of an order (or payment): the stored value object, read back whole. */
export function chargeColumns(charge: Charge) {
  return {
    base_amount: charge.base,
    discount_amount: charge.discount,
    ordinal_discount_amount: charge.ordinalDiscount,
    tax_amount: charge.tax,
    total_amount: charge.total,
    tax_rate_percent: charge.taxRatePercent,
    tax_rounding: charge.rounding,
  };
}

/** The money columns of an order or payment row. */
type ChargeRow = Record<keyof ReturnType<typeof chargeColumns>, unknown>;

/** The stored value object read back: what a receipt or a refund works from. */
export function chargeOfRow(row: ChargeRow): Charge {
  const discount = Number(row.discount_amount);
  const ordinalDiscount = Number(row.ordinal_discount_amount);
  return {
    base: Number(row.base_amount),
    ordinalDiscount,
    couponDiscount: discount - ordinalDiscount,
    discount,
    tax: Number(row.tax_amount),
    total: Number(row.total_amount),
    taxRatePercent: Number(row.tax_rate_percent),
    rounding: row.tax_rounding as Rounding,
  };
}

export function presentOrder(row: Row | OrderRow): Order {
  return {
    id: String(row.id),
    subscriptionId: String(row.subscription_id),
    status: String(row.status),
    periodNumber: Number(row.period_number),
    dueAt: toIso(row.due_at),
    couponCode: (row.coupon_code as string | null) ?? null,
    couponPercent: row.coupon_percent === null ? null : Number(row.coupon_percent),
    ordinalPercent: row.ordinal_percent === null ? null : Number(row.ordinal_percent),
    baseAmount: Number(row.base_amount),
    discountAmount: Number(row.discount_amount),
    taxAmount: Number(row.tax_amount),
    totalAmount: Number(row.total_amount),
    taxRatePercent: Number(row.tax_rate_percent),
    taxRounding: row.tax_rounding as Rounding,
    createdAt: toIso(row.created_at),
  };
}

/** A reader's subscription as `/subscription-plan/user/registered/*` answers it. */
export function presentSubscription(row: Row, order: Order | null): Subscription {
  // Past due, the next try to charge is the next billing date; complimentary access has none.
  const isComplimentary = Boolean(row.is_complimentary);
  const billing = { ACTIVE: row.period_end, PAST_DUE: row.retry_at }[String(row.status)];
  const nextBilling = isComplimentary ? null : billing;
  return {
    id: String(row.id),
    subscriptionPlanId: String(row.plan_id),
    subscriptionPlanName: String(row.plan_name ?? ''),
    status: String(row.status) as SubscriptionStatusName,
    orderId: order?.id ?? null,
    amount: order?.totalAmount ?? null,
    registeredDate: toIso(row.registered_at),
    usageStartDate: toIso(row.period_start),
    usageEndDate: toIso(row.period_end),
    nextBillingDate: toIso(nextBilling ?? null),
    firstPaymentExpiry: toIso(row.free_until),
    cancelDate: toIso(row.cancelled_at),
    isComplimentary,
    // A plan change scheduled for the period's end (docs/decisions.md "Plan change").
    nextPlanId: (row.next_plan_id as string | null) ?? null,
    nextPlanName: row.next_plan_id ? String(row.next_plan_name ?? '') : null,
    nextPlanDate: row.next_plan_id ? toIso(row.period_end) : null,
  };
}
