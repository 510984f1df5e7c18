export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Japan has no daylight saving: its calendar date is the UTC date 9 hours on. */
const JST_OFFSET_MS = 9 * 3_600_000;

/**
 * Today in Japan as YYYY-MM-DD, the product's home market and the calendar of every expiry
 * date an admin types (coupons, content links): valid through that day there.
 */
export function japanDate(now: Date): string {
  return new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}
