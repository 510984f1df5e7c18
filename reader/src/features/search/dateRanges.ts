import { Operation } from './chips';

/**
 * Range boxes keep the inputs' own values: `YYYY-MM-DD` (date), `YYYY-MM` (month), `YYYY`
 * (year). The request carries `start,end` as YYYY/MM/DD (spec §3), either side may be empty.
 */
export type Range = [start: string, end: string];

/**
 * Spec §5: a year range's end is never before its start; when the start moves past the end,
 * the end follows it.
 */
export function clampYearRange([start, end]: Range): Range {
  if (start && end && Number(end) < Number(start)) return [start, start];
  return [start, end];
}

/** The `start,end` request value of a range box, or '' when both sides are empty. */
export function rangeRequestValue(operation: number, [start, end]: Range): string {
  if (!start && !end) return '';
  return `${startDate(operation, start)},${endDate(operation, end)}`;
}

function startDate(operation: number, value: string): string {
  if (!value) return '';
  if (operation === Operation.YEAR_RANGE) return `${value}/01/01`;
  if (operation === Operation.MONTH_RANGE) return `${value.replace('-', '/')}/01`;
  return value.replaceAll('-', '/');
}

/** A month range ends on the month's last day; a year range on 31 December (spec §5). */
function endDate(operation: number, value: string): string {
  if (!value) return '';
  if (operation === Operation.YEAR_RANGE) return `${value}/12/31`;
  if (operation === Operation.MONTH_RANGE) {
    const [year, month] = value.split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${value.replace('-', '/')}/${String(lastDay).padStart(2, '0')}`;
  }
  return value.replaceAll('-', '/');
}
