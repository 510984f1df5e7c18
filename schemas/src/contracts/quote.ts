/**
 * What a plan costs a reader, as every page that shows a price reads it (issue 30): what is
 * charged today, and what from which date. The server computes it with the order it opens
 * (server/src/subscriptions/quote.ts), so no page shows a figure the charge does not make.
 * camelCase here; the v1 wire is snake_case (the reader's client converts).
 */
export interface Quote {
  /** Charged on the day of the order, tax included: ¥0 during free days or for a ¥0 order. */
  today: number;
  /** Free days this reader gets (a first purchase only); the first charge is due when they end. */
  freeDays: number;
  /** When the free days end (ISO instant), or null without free days. */
  freeUntil: string | null;
  /** The order asks for a card: its charge is above ¥0 (a ¥0 order closes at once). */
  isCardRequired: boolean;
  couponCode: string | null;
  /** The length of one billing period. */
  duration: number;
  durationType: 'DAY' | 'MONTH' | 'YEAR';
  /**
   * The first charged period (with its ordinal and the coupon) first, then each change of
   * price after it; the last step is the regular price, for every period from its date on.
   */
  steps: QuoteStep[];
}

/** One stretch of periods at one price. */
export interface QuoteStep {
  /** The first billing period of the stretch (1 is the first charged period). */
  period: number;
  /** How many periods the stretch lasts; null for the last, which runs on. */
  periods: number | null;
  /** When the charge of `period` is due (ISO instant). */
  from: string;
  ordinalPercent: number | null;
  couponPercent: number | null;
  /** The charge of each period of the stretch. */
  charge: QuoteCharge;
}

/** One period's charge in integer yen: total = base − discount + tax (tax once per order). */
export interface QuoteCharge {
  /** The tax-exclusive price of the period before discounts (the discount price if set). */
  base: number;
  ordinalDiscount: number;
  couponDiscount: number;
  discount: number;
  tax: number;
  total: number;
  taxRatePercent: number;
  rounding: 'half-up' | 'floor' | 'ceil';
}
