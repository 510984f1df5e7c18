import type { PlanChangeCharge, PlanChangeKind } from '@hondana/schemas/contracts';
import type { Charge } from '../money';
import { priceCharge } from '../money';
import { listPrice } from '../plans';
import type { Plan } from '../plans';

/**
 * The rule of a plan change (docs/decisions.md "Plan change"): a dearer plan of the same
 * period is an upgrade, paid now for the rest of the period already paid; anything else waits
 * for the period's end; during free days nothing is paid yet, so a change is made at once.
 */

type PlanPrice = Pick<Plan, 'price' | 'discountPrice' | 'duration' | 'durationType'>;

/** Same period (length and unit) and a higher list price, tax excluded. */
export function isUpgrade(current: PlanPrice, target: PlanPrice): boolean {
  return (
    current.duration === target.duration &&
    current.durationType === target.durationType &&
    listPrice(target) > listPrice(current)
  );
}

export interface Proration {
  oldBase: number;
  newBase: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

/**
 * `floor((newBase − oldBase) × remaining ÷ period length)` yen before tax, in integer
 * arithmetic (a year in milliseconds times a large price passes 2^53).
 */
export function proratedDifference({ oldBase, newBase, periodStart, periodEnd, now }: Proration) {
  const length = periodEnd.getTime() - periodStart.getTime();
  const remaining = Math.max(0, periodEnd.getTime() - now.getTime());
  if (newBase <= oldBase || length <= 0) return 0;
  return Number((BigInt(newBase - oldBase) * BigInt(Math.min(remaining, length))) / BigInt(length));
}

/** What the change is: made now for free, an upgrade to pay, or scheduled. */
export function changeKind({
  current,
  target,
  isFreeDays,
  difference,
}: {
  current: PlanPrice;
  target: PlanPrice;
  isFreeDays: boolean;
  difference: number;
}): PlanChangeKind {
  if (isFreeDays) return 'IMMEDIATE';
  if (!isUpgrade(current, target)) return 'SCHEDULED';
  return difference > 0 ? 'UPGRADE' : 'IMMEDIATE';
}

/** An upgrade's charge: the difference with tax once, no coupon and no ordinal. */
export function upgradeCharge(difference: number): Charge {
  return priceCharge({ base: difference });
}

/** The figures the reader is shown. */
export function figures(charge: Charge): PlanChangeCharge {
  const { base, discount, tax, total, taxRatePercent } = charge;
  return { base, discount, tax, total, taxRatePercent };
}
