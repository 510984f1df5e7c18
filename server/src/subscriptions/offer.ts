import { Status } from '@hondana/schemas/contracts';
import type {
  CouponCheck,
  CouponQuote,
  OfferedPlan,
  Quote,
  QuoteStep,
} from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import type { Actor } from '../access/roles';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import type { Paging } from '../db/paging';
import { pageOf } from '../db/paging';
import { usableCoupon } from '../coupons';
import { AppError } from '../errors';
import { withTax } from '../money';
import type { Charge } from '../money';
import type { Plan } from '../plans';
import { planRepository } from '../plans';
import { quoteFor, quotesFor } from './quoteReads';

/**
 * What a tenant offers its readers: published plans with tax-inclusive prices, whether the
 * reader already holds each, and the quote of each (quote.ts): the one computation behind every
 * price a page shows and the first order a plan and coupon make.
 */
export function createOffer({ db, clock }: { db: Knex; clock: Clock }) {
  const plans = planRepository(db);

  async function openPlanIds(reader: Actor | null): Promise<Set<string>> {
    if (!reader) return new Set();
    const ids = await db('subscriptions')
      .where({ user_id: reader.id, status: 'ACTIVE' })
      .pluck('plan_id');
    return new Set(ids.map(String));
  }

  function forReader(plan: Plan, registered: Set<string>, quote: Quote): OfferedPlan {
    return {
      ...plan,
      priceWithTax: withTax(plan.price),
      discountPriceWithTax: plan.discountPrice === null ? null : withTax(plan.discountPrice),
      isRegistered: registered.has(plan.id),
      quote,
    };
  }

  async function publishedPlan(company: Company, id: string): Promise<Plan> {
    const plan = await plans.find(company.id, id);
    if (!plan?.isPublished) throw new AppError(Status.planNotFound);
    return plan;
  }

  /** The first order of `plan` for `reader`: period 1 of its quote, with the coupon. */
  async function firstOrder(trx: Knex, { company, reader, plan, couponCode }: FirstOrderCall) {
    const now = clock.now();
    const coupon = couponCode ? await usableCoupon(trx, company.id, couponCode, now) : null;
    const quote = await quoteFor(trx, { reader, plan, coupon, now });
    const [first] = quote.steps as [QuoteStep];
    const charge: Charge = first.charge;
    return {
      coupon,
      freeDays: quote.freeDays,
      ordinal: first.ordinalPercent,
      charge,
      dueAt: new Date(first.from),
      quote,
    };
  }

  return {
    publishedPlan,
    firstOrder,

    /** `/subscription-plan/public/user/page`: published plans, those opening a group first. */
    async page(company: Company, reader: Actor | null, paging: Paging, contentGroupId: unknown) {
      const query = db('subscription_plans as p')
        .where({ 'p.company_id': company.id, 'p.is_published': true })
        .orderBy('p.price')
        .orderBy('p.id')
        .select('p.*');
      if (contentGroupId !== undefined) {
        const groupId =
          typeof contentGroupId === 'string' && isStorable(contentGroupId) ? contentGroupId : '';
        query.whereIn(
          'p.id',
          db('subscription_plan_groups').where({ content_group_id: groupId }).select('plan_id'),
        );
      }
      const registered = await openPlanIds(reader);
      return pageOf(query, paging, async (rows) => {
        const list = await plans.withGroups(rows);
        const quoted = await quotesFor(db, { reader, list, now: clock.now() });
        return list.map((plan) => forReader(plan, registered, quoted.get(plan.id) as Quote));
      });
    },

    /** `/subscription-plan/public/{id}`: one published plan (831 otherwise). */
    async detail(company: Company, reader: Actor | null, id: string) {
      const plan = await publishedPlan(company, id);
      const quote = await quoteFor(db, { reader, plan, now: clock.now() });
      return forReader(plan, await openPlanIds(reader), quote);
    },

    /**
     * `/manage-coupon/user/get`: the coupon a reader typed (835, 834), and with a plan the
     * order it would make and its quote, so the order page shows the price with the coupon.
     */
    async coupon(
      company: Company,
      reader: Actor,
      code: string,
      planId?: string,
    ): Promise<CouponCheck | CouponQuote> {
      const coupon = await usableCoupon(db, company.id, code, clock.now());
      const answer: CouponCheck = {
        code: coupon.code,
        discountPercent: coupon.discountPercent,
        expiryDate: coupon.expiryDate,
        remainingUsages:
          coupon.numberOfUsages === null ? null : coupon.numberOfUsages - coupon.numberUsed,
      };
      if (!planId) return answer;
      const plan = await publishedPlan(company, planId);
      const order = await firstOrder(db, { company, reader, plan, couponCode: code });
      return {
        ...answer,
        subscriptionPlanId: plan.id,
        freeDays: order.freeDays,
        charge: order.charge,
        dueAt: order.dueAt.toISOString(),
        quote: order.quote,
      };
    },
  };
}

export type FirstOrder = Awaited<ReturnType<Offer['firstOrder']>>;

interface FirstOrderCall {
  company: Company;
  reader: Actor;
  plan: Plan;
  couponCode: string | null;
}

export type Offer = ReturnType<typeof createOffer>;
