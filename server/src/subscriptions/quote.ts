import type { Quote, QuoteStep } from '@hondana/schemas/contracts';
import { addDays, periodEnd, priceCharge } from '../money';
import type { Charge } from '../money';
import { listPrice } from '../plans';
import type { Plan } from '../plans';

export interface QuoteInput {
  plan: Pick<Plan, 'price' | 'discountPrice' | 'duration' | 'durationType'>;
  /** The plan's discount ordinals: percent off by billing period (1 is the first charged). */
  ordinals: ReadonlyMap<number, number>;
  coupon: { code: string; discountPercent: number } | null;
  /** The free days this reader gets (none when they held the plan before). */
  freeDays: number;
  now: Date;
}

/**
 * The charge of billing period `period`: the plan's price less that period's ordinal, less the
 * coupon on period 1 only (it is for the order it was entered on), tax once on the result.
 * The renewal job's order of a later period is priced here too (periodOrders.ts).
 */
export function periodCharge(
  input: Pick<QuoteInput, 'plan' | 'ordinals' | 'coupon'>,
  period: number,
): Charge {
  return priceCharge({
    base: listPrice(input.plan),
    ordinalPercent: input.ordinals.get(period) ?? null,
    couponPercent: period === 1 ? (input.coupon?.discountPercent ?? null) : null,
  });
}

/**
 * Everything a reader is told of a plan's price, and what its first order charges: period 1 is
 * due today, or when the free days end; each next period when the one before ends (calendar
 * periods on the Japan wall clock, as the subscription runs them). Periods after the last
 * ordinal all cost the regular price, so the steps end with one that runs on.
 */
export function quoteOf(input: QuoteInput): Quote {
  const { plan, ordinals, coupon, freeDays, now } = input;
  const firstDue = freeDays > 0 ? addDays(now, freeDays) : now;
  const first = stepOf(input, 1, firstDue);
  const later: QuoteStep[] = [];
  const lastOrdinal = Math.max(1, ...ordinals.keys());
  let due = firstDue;
  for (let period = 2; period <= lastOrdinal + 1; period += 1) {
    due = periodEnd(due, plan.duration, plan.durationType);
    const previous = later.at(-1);
    if (previous && previous.ordinalPercent === (ordinals.get(period) ?? null)) {
      previous.periods = (previous.periods ?? 0) + 1;
    } else {
      later.push(stepOf(input, period, due));
    }
  }
  (later.at(-1) as QuoteStep).periods = null;
  return {
    today: freeDays > 0 ? 0 : first.charge.total,
    freeDays,
    freeUntil: freeDays > 0 ? firstDue.toISOString() : null,
    isCardRequired: first.charge.total > 0,
    couponCode: coupon?.code ?? null,
    duration: plan.duration,
    durationType: plan.durationType,
    steps: [first, ...later],
  };
}

function stepOf(input: QuoteInput, period: number, due: Date): QuoteStep {
  return {
    period,
    periods: 1,
    from: due.toISOString(),
    ordinalPercent: input.ordinals.get(period) ?? null,
    couponPercent: period === 1 ? (input.coupon?.discountPercent ?? null) : null,
    charge: periodCharge(input, period),
  };
}
