import type { Rounding } from './rounding';
import { divide } from './rounding';

/** Consumption tax (spec 001 §9), added once per order to the discounted tax-exclusive base. */
export const TAX_RATE_PERCENT = 10;
/** "Tax 10%, rounded" (spec 001 §9): half a yen and more rounds up (decisions.md). */
export const TAX_ROUNDING: Rounding = 'half-up';

export interface ChargeInput {
  /** The tax-exclusive price of the period in integer yen (the plan's discount price if set). */
  base: number;
  /** The discount ordinal's percent for this billing period, if any. */
  ordinalPercent?: number | null;
  /** The coupon's percent, on the order it was entered on only. */
  couponPercent?: number | null;
  taxRatePercent?: number;
  rounding?: Rounding;
}

/**
 * What one order charges, in integer yen: the value object stored on each order and payment,
 * so a refund or a receipt reproduces the same figures. total = base - discount + tax.
 */
export interface Charge {
  base: number;
  ordinalDiscount: number;
  couponDiscount: number;
  discount: number;
  tax: number;
  total: number;
  taxRatePercent: number;
  rounding: Rounding;
}

/**
 * The charge of one billing period. The ordinal discount is taken from the base first, then
 * the coupon from what is left; each discount rounds down (never more than its percent). Tax
 * is computed once on the result with the recorded rounding (decisions.md, "Money").
 */
export function priceCharge(input: ChargeInput): Charge {
  const { base } = input;
  const taxRatePercent = input.taxRatePercent ?? TAX_RATE_PERCENT;
  const rounding = input.rounding ?? TAX_ROUNDING;
  assertYen(base, 'base');
  const ordinalDiscount = percentOf(base, input.ordinalPercent);
  const couponDiscount = percentOf(base - ordinalDiscount, input.couponPercent);
  const discount = ordinalDiscount + couponDiscount;
  const tax = divide((base - discount) * taxRatePercent, 100, rounding);
  return {
    base,
    ordinalDiscount,
    couponDiscount,
    discount,
    tax,
    total: base - discount + tax,
    taxRatePercent,
    rounding,
  };
}

/** The tax-inclusive figure a price list shows (the popup's "incl. tax" price). */
export function withTax(base: number): number {
  return priceCharge({ base }).total;
}

function percentOf(amount: number, percent: number | null | undefined): number {
  if (!percent) return 0;
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`A discount is a whole percent from 0 to 100, not ${percent}.`);
  }
  return divide(amount * percent, 100, 'floor');
}

export function assertYen(amount: number, name: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${name} must be a whole number of yen, not ${amount}.`);
  }
}
