import { describe, expect, it } from 'vitest';
import { changeKind, isUpgrade, proratedDifference, upgradeCharge } from './planChangeRule';

const DAY = 86_400_000;
const monthly = (price: number, discountPrice: number | null = null) => ({
  price,
  discountPrice,
  duration: 1,
  durationType: 'MONTH' as const,
});

describe('isUpgrade', () => {
  it('is a dearer list price over the same period only', () => {
    expect(isUpgrade(monthly(1000), monthly(2000))).toBe(true);
    expect(isUpgrade(monthly(2000), monthly(1000))).toBe(false);
    expect(isUpgrade(monthly(1000), monthly(1000))).toBe(false);
    expect(isUpgrade(monthly(1000), { ...monthly(2000), duration: 3 })).toBe(false);
    expect(isUpgrade(monthly(1000), { ...monthly(2000), durationType: 'YEAR' })).toBe(false);
  });

  it('reads the discount price where one is set (the list price)', () => {
    expect(isUpgrade(monthly(1000), monthly(3000, 900))).toBe(false);
    expect(isUpgrade(monthly(3000, 900), monthly(1000))).toBe(true);
  });
});

describe('proratedDifference', () => {
  const start = new Date('2026-12-01T00:00:00Z');
  const end = new Date(start.getTime() + 30 * DAY);

  it('floors (new − old) × remaining ÷ length', () => {
    const now = new Date(start.getTime() + 10 * DAY);
    // 1,000 × 20/30 = 666.67 → 666
    expect(
      proratedDifference({ oldBase: 1000, newBase: 2000, periodStart: start, periodEnd: end, now }),
    ).toBe(666);
    expect(upgradeCharge(666)).toMatchObject({ base: 666, tax: 67, total: 733 });
  });

  it('is the whole difference at the start, ¥0 at the end or for a cheaper plan', () => {
    const args = { oldBase: 1000, newBase: 1500, periodStart: start, periodEnd: end };
    expect(proratedDifference({ ...args, now: start })).toBe(500);
    expect(proratedDifference({ ...args, now: end })).toBe(0);
    expect(proratedDifference({ ...args, now: new Date(end.getTime() + DAY) })).toBe(0);
    expect(proratedDifference({ ...args, oldBase: 2000, now: start })).toBe(0);
  });

  it('stays exact past 2^53 (a year in milliseconds times a large price)', () => {
    const yearEnd = new Date(start.getTime() + 365 * DAY);
    const now = new Date(start.getTime() + DAY);
    const difference = proratedDifference({
      oldBase: 0,
      newBase: 1_000_000_000,
      periodStart: start,
      periodEnd: yearEnd,
      now,
    });
    expect(difference).toBe(Math.floor((1_000_000_000 * 364) / 365));
  });
});

describe('changeKind', () => {
  it('free days: at once; dearer, same period: upgrade (at once when ¥0); else scheduled', () => {
    const args = { current: monthly(1000), target: monthly(2000) };
    expect(changeKind({ ...args, isFreeDays: true, difference: 0 })).toBe('IMMEDIATE');
    expect(changeKind({ ...args, isFreeDays: false, difference: 5 })).toBe('UPGRADE');
    expect(changeKind({ ...args, isFreeDays: false, difference: 0 })).toBe('IMMEDIATE');
    expect(
      changeKind({
        current: monthly(2000),
        target: monthly(1000),
        isFreeDays: false,
        difference: 0,
      }),
    ).toBe('SCHEDULED');
  });
});
