import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import type { Actor } from '../access/roles';
import type { Clock } from '../clock';
import { isStorable } from '../companies/repository';
import type { Paging } from '../content/paging';
import { pageOf } from '../content/paging';
import { usableCoupon } from '../coupons';
import { AppError } from '../errors';
import { addDays, priceCharge, withTax } from '../money';
import type { Plan } from '../plans';
import { listPrice, ordinalPercent, planRepository } from '../plans';

/**
 * What a tenant offers its readers: published plans with tax-inclusive prices, whether the
 * reader already holds each, and the first order a plan and coupon would make.
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

  function forReader(plan: Plan, registered: Set<string>) {
    return {
      ...plan,
      priceWithTax: withTax(plan.price),
      discountPriceWithTax: plan.discountPrice === null ? null : withTax(plan.discountPrice),
      isRegistered: registered.has(plan.id),
    };
  }

  async function publishedPlan(company: Company, id: string): Promise<Plan> {
    const plan = await plans.find(company.id, id);
    if (!plan?.isPublished) throw new AppError(Status.planNotFound);
    return plan;
  }

  /** Whether `reader` never held `planId` (free days are for a first purchase only). */
  async function isFirstPurchase(trx: Knex, readerId: string, planId: string) {
    const held = await trx('subscriptions')
      .where({ user_id: readerId, plan_id: planId })
      .whereNotNull('period_start')
      .first('id');
    return !held;
  }

  /** The first order of `plan` for `reader`: period 1, the coupon, free days if first. */
  async function firstOrder(trx: Knex, { company, reader, plan, couponCode }: FirstOrderCall) {
    const now = clock.now();
    const coupon = couponCode ? await usableCoupon(trx, company.id, couponCode, now) : null;
    const freeDays = (await isFirstPurchase(trx, reader.id, plan.id)) ? plan.numberFreeTerm : 0;
    const ordinal = await ordinalPercent(trx, plan.id, 1);
    const charge = priceCharge({
      base: listPrice(plan),
      ordinalPercent: ordinal,
      couponPercent: coupon?.discountPercent,
    });
    const dueAt = freeDays ? addDays(now, freeDays) : now;
    return { coupon, freeDays, ordinal, charge, dueAt };
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
      return pageOf(query, paging, async (rows) =>
        (await plans.withGroups(rows)).map((plan) => forReader(plan, registered)),
      );
    },

    /** `/subscription-plan/public/{id}`: one published plan (831 otherwise). */
    async detail(company: Company, reader: Actor | null, id: string) {
      return forReader(await publishedPlan(company, id), await openPlanIds(reader));
    },

    /**
     * `/manage-coupon/user/get`: the coupon a reader typed (835, 834), and with a plan the
     * order it would make, so the order page can show the price with the coupon live.
     */
    async coupon(company: Company, reader: Actor, code: string, planId?: string) {
      const coupon = await usableCoupon(db, company.id, code, clock.now());
      const answer = {
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
