import type { Quote } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Actor } from '../access/roles';
import type { Coupon } from '../coupons';
import type { Plan } from '../plans';
import { ordinalsOf } from '../plans';
import { quoteOf } from './quote';

export interface Quoting {
  /** Null for a visitor, quoted as a first purchase. */
  reader: Actor | null;
  list: Plan[];
  coupon?: Pick<Coupon, 'code' | 'discountPercent'> | null;
  now: Date;
}

/** Each plan's quote for a reader, by plan id: a page of plans in two queries. */
export async function quotesFor(
  trx: Knex,
  { reader, list, coupon = null, now }: Quoting,
): Promise<Map<string, Quote>> {
  const ids = list.map((plan) => plan.id);
  const ordinals = await ordinalsOf(trx, ids);
  const held = await heldPlanIds(trx, reader, ids);
  return new Map(
    list.map((plan) => {
      const freeDays = held.has(plan.id) ? 0 : plan.numberFreeTerm;
      const ofPlan = ordinals.get(plan.id) ?? new Map<number, number>();
      return [plan.id, quoteOf({ plan, ordinals: ofPlan, coupon, freeDays, now })];
    }),
  );
}

/** One plan's quote for a reader (with the coupon, when one was entered). */
export async function quoteFor(
  trx: Knex,
  { plan, ...rest }: Omit<Quoting, 'list'> & { plan: Plan },
): Promise<Quote> {
  return (await quotesFor(trx, { ...rest, list: [plan] })).get(plan.id) as Quote;
}

/** Which of `planIds` the reader held before: free days are for a first purchase only. */
async function heldPlanIds(trx: Knex, reader: Actor | null, planIds: string[]) {
  if (!reader || planIds.length === 0) return new Set<string>();
  const ids = await trx('subscriptions')
    .where({ user_id: reader.id })
    .whereIn('plan_id', planIds)
    .whereNotNull('period_start')
    .distinct()
    .pluck('plan_id');
  return new Set(ids.map(String));
}
