import { Status } from '@hondana/schemas/contracts';
import { AppError } from '../../errors';

/** A half-open range of instants [from, to) as ISO strings; either side may be open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

type Unit = 'day' | 'month' | 'year';

const UNIT_OF: Record<number, Unit> = { 3: 'day', 6: 'month', 7: 'year' };

/**
 * The reader sends `start,end` (spec: dates YYYY/MM/DD, several values joined by commas).
 * A month range covers whole months and a year range whole years, so an end of 2024/03/15
 * in a month box still includes 31 March; dates are calendar days in UTC.
 */
export function parseDateRange(operation: number, value: string, boxId: string): DateRange {
  const unit = UNIT_OF[operation];
  const [start = '', end = '', ...rest] = value.split(',').map((part) => part.trim());
  const from = start ? parseDate(start, boxId) : null;
  const to = end ? parseDate(end, boxId) : null;
  if (rest.length > 0 || (!from && !to)) throw invalid(boxId);
  const fromStart = from && startOf(from, unit);
  const toEnd = to && next(startOf(to, unit), unit);
  if (fromStart && toEnd && fromStart >= toEnd) {
    throw new AppError(Status.dateOrder, {
      fieldErrors: { [boxId]: 'The start is after the end.' },
    });
  }
  return { from: fromStart?.toISOString() ?? null, to: toEnd?.toISOString() ?? null };
}

function parseDate(text: string, boxId: string): Date {
  const match = /^(\d{4})(?:[/-](\d{1,2}))?(?:[/-](\d{1,2}))?$/.exec(text);
  if (!match) throw invalid(boxId);
  const [year, month = 1, day = 1] = match
    .slice(1)
    .map((part) => (part ? Number(part) : undefined));
  const date = new Date(Date.UTC(year!, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw invalid(boxId);
  return date;
}

function startOf(date: Date, unit: Unit): Date {
  const month = unit === 'year' ? 0 : date.getUTCMonth();
  const day = unit === 'day' ? date.getUTCDate() : 1;
  return new Date(Date.UTC(date.getUTCFullYear(), month, day));
}

function next(date: Date, unit: Unit): Date {
  const copy = new Date(date);
  if (unit === 'day') copy.setUTCDate(copy.getUTCDate() + 1);
  if (unit === 'month') copy.setUTCMonth(copy.getUTCMonth() + 1);
  if (unit === 'year') copy.setUTCFullYear(copy.getUTCFullYear() + 1);
  return copy;
}

function invalid(boxId: string): AppError {
  return AppError.badRequest({ [boxId]: 'Use YYYY/MM/DD,YYYY/MM/DD (either side may be empty).' });
}
