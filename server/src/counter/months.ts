/** A month as R5.1 writes it in Performance (`YYYY-MM`), and as the usage log stores it (YYYYMM). */
export interface MonthSpan {
  /** First month, `YYYY-MM`. */
  begin: string;
  /** Last month, `YYYY-MM`. */
  end: string;
}

/** The longest span one report covers: a licensor's year (as the usage report). */
export const MAX_COUNTER_MONTHS = 12;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/** `2026-11` or `2026-11-01` → `2026-11`; null for anything else. */
export function monthOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = MONTH.exec(value);
  return match ? `${match[1]}-${match[2]}` : null;
}

export function monthIndex(month: string): number {
  const [year, number] = month.split('-').map(Number);
  return year * 12 + number - 1;
}

export function monthAt(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month of the span, in order. */
export function monthsIn(span: MonthSpan): string[] {
  const months: string[] = [];
  for (let index = monthIndex(span.begin); index <= monthIndex(span.end); index += 1) {
    months.push(monthAt(index));
  }
  return months;
}

/** `2026-11` → 202611, the usage log's form. */
export function monthNumber(month: string): number {
  return Number(month.replace('-', ''));
}

/** The month's last day, `YYYY-MM-DD` (R5.1's End_Date). */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The UTC month of `now`, `YYYY-MM`. */
export function currentMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}
