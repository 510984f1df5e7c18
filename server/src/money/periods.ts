/** "Days convert to months at 30 days per month" (spec 001 §9). */
export const DAYS_PER_MONTH = 30;

export type DurationType = 'DAY' | 'MONTH' | 'YEAR';

/** A day count as whole months of 30 days and the days left over (45 → 1 month 15 days). */
export function daysToMonths(days: number): { months: number; days: number } {
  return { months: Math.floor(days / DAYS_PER_MONTH), days: days % DAYS_PER_MONTH };
}

const DAY_MS = 86_400_000;
/** Japan has no daylight saving: its wall clock is UTC + 9 hours all year. */
const JST_OFFSET_MS = 9 * 3_600_000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * The end of a billing period that starts at `from`: calendar months and years on the Japan
 * wall clock, clamped to the month's last day (31 January + 1 month = 28/29 February).
 */
export function periodEnd(from: Date, duration: number, type: DurationType): Date {
  if (type === 'DAY') return addDays(from, duration);
  const months = type === 'YEAR' ? duration * 12 : duration;
  const wall = new Date(from.getTime() + JST_OFFSET_MS);
  const target = wall.getUTCMonth() + months;
  const year = wall.getUTCFullYear() + Math.floor(target / 12);
  const month = target % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(wall.getUTCDate(), lastDay);
  const end = Date.UTC(
    year,
    month,
    day,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(end - JST_OFFSET_MS);
}
