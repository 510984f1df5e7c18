import type { Charge } from './charge';
import { assertYen } from './charge';
import { divide } from './rounding';

export interface RefundShare {
  amount: number;
  /** The part of `amount` that is tax given back. */
  tax: number;
  /** The tax-exclusive part of `amount`. */
  net: number;
}

/**
 * Splits a refund of `amount` (tax inclusive) from a paid charge that has already given back
 * `refunded`. The tax share is taken from the running total (tax × refunded so far / total), so
 * partial refunds that add up to the whole give back exactly the charge's tax and net; a full
 * refund reproduces the stored figures. RangeError beyond what is left.
 */
export function refundShare(
  charge: Pick<Charge, 'total' | 'tax' | 'rounding'>,
  refunded: number,
  amount: number,
): RefundShare {
  assertYen(refunded, 'refunded');
  assertYen(amount, 'amount');
  if (amount === 0 || refunded + amount > charge.total) {
    throw new RangeError(`Refund 1 to ${charge.total - refunded} yen, not ${amount}.`);
  }
  const taxUpTo = (paidBack: number) =>
    paidBack === charge.total ? charge.tax : divide(charge.tax * paidBack, charge.total, 'half-up');
  const tax = taxUpTo(refunded + amount) - taxUpTo(refunded);
  return { amount, tax, net: amount - tax };
}
