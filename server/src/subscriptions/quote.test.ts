import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, periodEnd, priceCharge } from '../money';
import type { DurationType } from '../money';
import { quoteOf } from './quote';
import type { QuoteInput } from './quote';

// 12:00 on 31 January 2026 in Japan: month ends clamp (one month on is 28 February).
const now = new Date('2026-01-31T03:00:00Z');
const monthly = { price: 1000, discountPrice: null, duration: 1, durationType: 'MONTH' as const };
const none = new Map<number, number>();

function quote(fields: Partial<QuoteInput> = {}) {
  return quoteOf({ plan: monthly, ordinals: none, coupon: null, freeDays: 0, now, ...fields });
}

/** [period, periods, from, ordinal %, coupon %, total] of each step, to compare by hand. */
const shape = (q: ReturnType<typeof quote>) =>
  q.steps.map((s) => [
    s.period,
    s.periods,
    s.from,
    s.ordinalPercent,
    s.couponPercent,
    s.charge.total,
  ]);

describe('quoteOf: computed by hand', () => {
  it('charges the price today, then the same price from the next period on', () => {
    const q = quote();
    expect(q).toMatchObject({ today: 1100, freeDays: 0, freeUntil: null, isCardRequired: true });
    expect(shape(q)).toEqual([
      [1, 1, '2026-01-31T03:00:00.000Z', null, null, 1100],
      [2, null, '2026-02-28T03:00:00.000Z', null, null, 1100],
    ]);
  });

  it('takes the first-period ordinal off today’s charge (¥880, not ¥1,100)', () => {
    const q = quote({ ordinals: new Map([[1, 20]]) });
    expect(q.today).toBe(880);
    expect(q.steps[0]?.charge).toMatchObject({ base: 1000, ordinalDiscount: 200, tax: 80 });
    expect(shape(q)[1]).toEqual([2, null, '2026-02-28T03:00:00.000Z', null, null, 1100]);
  });

  it('charges nothing during free days: the first charge, with the coupon, when they end', () => {
    const q = quote({ freeDays: 14, coupon: { code: 'TEN', discountPercent: 10 } });
    expect(q).toMatchObject({
      today: 0,
      freeDays: 14,
      freeUntil: '2026-02-14T03:00:00.000Z',
      isCardRequired: true,
      couponCode: 'TEN',
    });
    // 1000 − 100 = 900, + 90 tax; the coupon is for the first order only.
    expect(shape(q)).toEqual([
      [1, 1, '2026-02-14T03:00:00.000Z', null, 10, 990],
      [2, null, '2026-03-14T03:00:00.000Z', null, null, 1100],
    ]);
  });

  it('lists each change of price that later ordinals make, then the regular price', () => {
    const ordinals = new Map([
      [2, 50],
      [3, 50],
      [5, 100],
    ]);
    const q = quote({ plan: { ...monthly, discountPrice: 980 }, ordinals });
    // 980 + 98 = 1078; half: 490 + 49 = 539; all: 0.
    expect(shape(q)).toEqual([
      [1, 1, '2026-01-31T03:00:00.000Z', null, null, 1078],
      [2, 2, '2026-02-28T03:00:00.000Z', 50, null, 539],
      [4, 1, '2026-04-28T03:00:00.000Z', null, null, 1078],
      [5, 1, '2026-05-28T03:00:00.000Z', 100, null, 0],
      [6, null, '2026-06-28T03:00:00.000Z', null, null, 1078],
    ]);
  });

  it('asks no card for a ¥0 order, and still says what later periods cost', () => {
    const free = { code: 'ALL', discountPercent: 100 };
    for (const freeDays of [0, 7]) {
      const q = quote({ coupon: free, freeDays });
      expect(q).toMatchObject({ today: 0, isCardRequired: false });
      expect(q.steps.map((s) => s.charge.total)).toEqual([0, 1100]);
    }
  });

  it('rounds tax half up once per period (1235 → 123.5 → 124)', () => {
    const q = quote({ plan: { ...monthly, price: 1235 } });
    expect(q.steps[0]?.charge).toMatchObject({ tax: 124, total: 1359, rounding: 'half-up' });
  });
});

const durations = fc.record({
  duration: fc.integer({ min: 1, max: 13 }),
  durationType: fc.constantFrom<DurationType>('DAY', 'MONTH', 'YEAR'),
});
const inputs = fc.record({
  price: fc.integer({ min: 0, max: 1_000_000 }),
  discountPercentOfPrice: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
  period: durations,
  ordinals: fc.dictionary(
    fc.integer({ min: 1, max: 40 }).map(String),
    fc.integer({ min: 1, max: 100 }),
    { maxKeys: 6 },
  ),
  coupon: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  freeDays: fc.integer({ min: 0, max: 29 }),
  at: fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
});

describe('quoteOf: every period, as the order and the renewals charge it', () => {
  it('covers periods 1.. one after another, each at the charge its order makes, due when the one before ends', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const discountPrice =
          input.discountPercentOfPrice === null
            ? null
            : Math.floor((input.price * input.discountPercentOfPrice) / 100);
        const plan = { price: input.price, discountPrice, ...input.period };
        const ordinals = new Map(Object.entries(input.ordinals).map(([k, v]) => [Number(k), v]));
        const coupon = input.coupon === null ? null : { code: 'C', discountPercent: input.coupon };
        const q = quoteOf({ plan, ordinals, coupon, freeDays: input.freeDays, now: input.at });
        // The base the order and renewals charge: the discount price when set and below price.
        const base =
          discountPrice !== null && discountPrice < input.price ? discountPrice : input.price;
        let due = input.freeDays ? addDays(input.at, input.freeDays) : input.at;
        let period = 1;
        for (const [index, step] of q.steps.entries()) {
          expect(step.period).toBe(period);
          const isLast = index === q.steps.length - 1;
          expect(step.periods === null).toBe(isLast);
          const count = step.periods ?? 3;
          for (let n = 0; n < count; n += 1, period += 1) {
            if (n === 0) expect(step.from).toBe(due.toISOString());
            const charged = priceCharge({
              base,
              ordinalPercent: ordinals.get(period) ?? null,
              couponPercent: period === 1 ? (coupon?.discountPercent ?? null) : null,
            });
            expect(step.charge).toEqual(charged);
            due = periodEnd(due, plan.duration, plan.durationType);
          }
        }
        // The last step starts after the last ordinal: the regular price from then on.
        expect(q.steps.at(-1)?.period).toBeGreaterThan(Math.max(1, ...ordinals.keys()));
        const first = q.steps[0]?.charge.total ?? -1;
        expect(q.today).toBe(input.freeDays ? 0 : first);
        expect(q.isCardRequired).toBe(first > 0);
      }),
    );
  });
});
