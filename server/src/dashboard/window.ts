import { DEFAULT_DASHBOARD_MONTHS, MAX_DASHBOARD_MONTHS } from '@hondana/schemas/contracts';
import { AppError } from '../errors';

/** Japan has no daylight saving: its wall clock is UTC + 9 hours all year. */
const JST_OFFSET_MS = 9 * 3_600_000;

/** The months the dashboard shows: `months` Japan-time months up to this one. */
export interface Window {
  months: number;
  /** `YYYY-MM` of each month, oldest first. */
  labels: string[];
  /** The first month's first instant (UTC ISO), the bound every dated query starts at. */
  start: string;
}

/**
 * `?months=` as the console sends it: a whole number from 1 to 24 (12 when absent). Anything
 * else is the catalogue's 400 with the field named, never a query over an unbounded range.
 */
export function windowOf(raw: unknown, now: Date): Window {
  const isDigits = typeof raw === 'string' && /^\d{1,2}$/.test(raw);
  const months = raw === undefined ? DEFAULT_DASHBOARD_MONTHS : isDigits ? Number(raw) : NaN;
  if (!(months >= 1 && months <= MAX_DASHBOARD_MONTHS)) {
    throw AppError.badRequest({ months: `A whole number from 1 to ${MAX_DASHBOARD_MONTHS}.` });
  }
  const wall = new Date(now.getTime() + JST_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  const labels = Array.from({ length: months }, (_, index) => {
    const first = new Date(Date.UTC(year, month - (months - 1) + index, 1));
    return first.toISOString().slice(0, 7);
  });
  const firstDay = Date.UTC(year, month - (months - 1), 1);
  return { months, labels, start: new Date(firstDay - JST_OFFSET_MS).toISOString() };
}

/** `YYYY-MM` → the usage log's month number YYYYMM. */
export const monthNumber = (label: string) => Number(label.replace('-', ''));
