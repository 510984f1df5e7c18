import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysToMonths, periodEnd, priceCharge, refundShare } from '.';
import type { Rounding } from '.';

// Computed by hand: base − ordinal (floor) − coupon on the rest (floor), tax 10% half-up.
const table: [number, number | null, number | null, number, number, number][] = [
  // base, ordinal %, coupon %, discount, tax, total
  [1000, null, null, 0, 100, 1100],
  [980, null, null, 0, 98, 1078],
  [1234, null, null, 0, 123, 1357], // 123.4 → 123
  [1235, null, null, 0, 124, 1359], // 123.5 → 124
  [1000, null, 15, 150, 85, 935],
  [999, null, 10, 99, 90, 990], // coupon 99.9 → 99
  [1980, 50, 10, 1089, 89, 980], // 990 off, then 99 off 990; 891 × 10% = 89.1
  [1500, 100, null, 1500, 0, 0],
  [777, 33, 20, 360, 42, 459], // 256.41 → 256; 521 × 20% = 104.2 → 104; 41.7 → 42
  [5, null, null, 0, 1, 6], // 0.5 → 1
  [4, null, null, 0, 0, 4],
  [0, null, 50, 0, 0, 0],
];

describe('priceCharge: the hand-computed table', () => {
  it.each(table)(
    '%i yen, ordinal %s%%, coupon %s%%',
    (base, ordinal, coupon, discount, tax, total) => {
      const charge = priceCharge({ base, ordinalPercent: ordinal, couponPercent: coupon });
      expect([charge.discount, charge.tax, charge.total]).toEqual([discount, tax, total]);
      expect(charge).toMatchObject({ base, taxRatePercent: 10, rounding: 'half-up' });
    },
  );

  it('records the rounding mode it used', () => {
    expect(priceCharge({ base: 1234, rounding: 'ceil' })).toMatchObject({ tax: 124, total: 1358 });
    expect(priceCharge({ base: 1235, rounding: 'floor' })).toMatchObject({ tax: 123 });
  });

  it('refuses fractions of a yen and impossible percentages', () => {
    expect(() => priceCharge({ base: 10.5 })).toThrow(RangeError);
    expect(() => priceCharge({ base: -1 })).toThrow(RangeError);
    expect(() => priceCharge({ base: 100, couponPercent: 101 })).toThrow(RangeError);
  });
});

const yen = fc.integer({ min: 0, max: 1_000_000 });
const percent = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });
const rounding = fc.constantFrom<Rounding>('half-up', 'floor', 'ceil');

describe('priceCharge: properties', () => {
  it('adds up, discounts at most their percent, and taxes once within a yen', () => {
    fc.assert(
      fc.property(yen, percent, percent, rounding, (base, ordinalPercent, couponPercent, mode) => {
        const c = priceCharge({ base, ordinalPercent, couponPercent, rounding: mode });
        expect(c.total).toBe(base - c.discount + c.tax);
        expect(c.discount).toBe(c.ordinalDiscount + c.couponDiscount);
        expect(c.ordinalDiscount * 100).toBeLessThanOrEqual(base * (ordinalPercent ?? 0));
        expect(c.ordinalDiscount * 100).toBeGreaterThan(base * (ordinalPercent ?? 0) - 100);
        const rest = base - c.ordinalDiscount;
        expect(c.couponDiscount * 100).toBeLessThanOrEqual(rest * (couponPercent ?? 0));
        expect(c.couponDiscount * 100).toBeGreaterThan(rest * (couponPercent ?? 0) - 100);
        const exactTax = (base - c.discount) / 10;
        expect(Math.abs(c.tax - exactTax)).toBeLessThan(1);
        if (mode === 'half-up') expect(Math.abs(c.tax - exactTax)).toBeLessThanOrEqual(0.5);
        for (const value of Object.values(c)) {
          if (typeof value === 'number') expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('never charges more with a coupon than without', () => {
    fc.assert(
      fc.property(yen, percent, percent, (base, ordinalPercent, couponPercent) => {
        const without = priceCharge({ base, ordinalPercent });
        const withCoupon = priceCharge({ base, ordinalPercent, couponPercent });
        expect(withCoupon.total).toBeLessThanOrEqual(without.total);
      }),
    );
  });
});

describe('refundShare', () => {
  const charge = priceCharge({ base: 1235 }); // total 1359, tax 124

  it('gives back the stored figures on a full refund, and splits partial ones by hand', () => {
    expect(refundShare(charge, 0, 1359)).toEqual({ amount: 1359, tax: 124, net: 1235 });
    // 124 × 500 / 1359 = 45.6 → 46; the rest of the tax comes with the rest of the money.
    expect(refundShare(charge, 0, 500)).toEqual({ amount: 500, tax: 46, net: 454 });
    expect(refundShare(charge, 500, 859)).toEqual({ amount: 859, tax: 78, net: 781 });
  });

  it('refuses nothing, fractions and more than is left', () => {
    expect(() => refundShare(charge, 0, 0)).toThrow(RangeError);
    expect(() => refundShare(charge, 1000, 360)).toThrow(RangeError);
    expect(() => refundShare(charge, 0, 1.5)).toThrow(RangeError);
  });

  it('adds up to exactly the charge however a refund is split', () => {
    const splits = fc
      .tuple(yen, percent, percent, fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 12 }))
      .filter(([base]) => base > 0);
    fc.assert(
      fc.property(splits, ([base, ordinalPercent, couponPercent, weights]) => {
        const paid = priceCharge({ base, ordinalPercent, couponPercent });
        if (paid.total === 0) return;
        let refunded = 0;
        let tax = 0;
        for (const weight of weights) {
          const amount = Math.min(weight, paid.total - refunded);
          if (amount === 0) break;
          const share = refundShare(paid, refunded, amount);
          expect(share.tax).toBeGreaterThanOrEqual(0);
          expect(share.net).toBeGreaterThanOrEqual(0);
          refunded += amount;
          tax += share.tax;
        }
        if (refunded < paid.total) tax += refundShare(paid, refunded, paid.total - refunded).tax;
        expect(tax).toBe(paid.tax);
      }),
    );
  });
});

describe('periods', () => {
  it('converts days to months at 30 days', () => {
    expect(daysToMonths(29)).toEqual({ months: 0, days: 29 });
    expect(daysToMonths(45)).toEqual({ months: 1, days: 15 });
    expect(daysToMonths(360)).toEqual({ months: 12, days: 0 });
  });

  it('ends calendar periods on the Japan wall clock, clamped to the month end', () => {
    // 31 January 00:00 in Japan is 30 January 15:00 UTC.
    const jan31 = new Date('2026-01-30T15:00:00Z');
    expect(periodEnd(jan31, 1, 'MONTH').toISOString()).toBe('2026-02-27T15:00:00.000Z');
    expect(periodEnd(jan31, 14, 'DAY').toISOString()).toBe('2026-02-13T15:00:00.000Z');
    const leapDay = new Date('2028-02-28T15:00:00Z'); // 29 February 2028 in Japan
    expect(periodEnd(leapDay, 1, 'YEAR').toISOString()).toBe('2029-02-27T15:00:00.000Z');
    expect(periodEnd(jan31, 13, 'MONTH').toISOString()).toBe('2027-02-27T15:00:00.000Z');
  });
});
