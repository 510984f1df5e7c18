import type { Plan } from './types';

/** Integer yen as the reader shows it: ¥1,100. */
export function yen(amount: number): string {
  return `¥${amount.toLocaleString('ja-JP')}`;
}

/**
 * Spec 001 §2: the tax-inclusive price, and the original struck through when a discount price
 * differs from it (the server adds the 10% tax; the reader never computes money).
 */
export function planPrices(plan: Plan): { price: number; original: number | null } {
  const discounted = plan.discountPriceWithTax;
  if (discounted !== null && discounted !== plan.priceWithTax) {
    return { price: discounted, original: plan.priceWithTax };
  }
  return { price: plan.priceWithTax, original: null };
}

/**
 * A date as the reader's language writes it, on the Japan calendar: the day the service bills
 * on (periods run on the Japan wall clock), wherever the reader is.
 */
export function day(iso: string | null, lang: string): string {
  if (!iso) return '—';
  const locale = lang === 'ja' ? 'ja-JP' : 'en-GB';
  return new Date(iso).toLocaleDateString(locale, { timeZone: 'Asia/Tokyo' });
}
