import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import {
  cardToken,
  confirmOrder,
  createCoupon,
  createPlan,
  runRenewals,
  sakuraReader,
  useCommerceApp,
} from './support';

// Issue 30, item 5: the popup, the plan page, the coupon check, the order and the confirm
// answer one quote, and the sandbox charges what it says, today and at each date it names.

let t: TestApp;
useCommerceApp((app) => {
  t = app;
  // Answers made at one instant are compared whole (dates included); `advance` still moves it.
  t.clock.freeze();
});

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

interface WireStep {
  period: number;
  periods: number | null;
  from: string;
  charge: { total: number; tax: number; base: number };
}
interface WireQuote {
  today: number;
  free_days: number;
  free_until: string | null;
  is_card_required: boolean;
  steps: WireStep[];
}

interface Case {
  name: string;
  plan: Record<string, unknown>;
  ordinals?: [number, number][];
  coupon?: number;
  /** Worked out by hand: today, then each step's total. */
  today: number;
  steps: number[];
}

const cases: Case[] = [
  {
    name: 'a first-period ordinal: ¥880 today, ¥1,100 from the second month',
    plan: { price: 1000 },
    ordinals: [[1, 20]],
    today: 880,
    steps: [880, 1100],
  },
  {
    // 1980 − 50% = 990, − 10% = 891, tax 89 → 980; period 2: 1980 − 30% = 1386, tax 139 → 1525.
    name: '14 free days, a coupon and two ordinals: ¥0 today, ¥980, ¥1,525, then ¥2,178',
    plan: { price: 1980, numberFreeTerm: 14 },
    ordinals: [
      [1, 50],
      [2, 30],
    ],
    coupon: 10,
    today: 0,
    steps: [980, 1525, 2178],
  },
  {
    name: '7 free days, no discount: ¥0 today, ¥550 when they end and each month after',
    plan: { price: 500, numberFreeTerm: 7 },
    today: 0,
    steps: [550, 550],
  },
];

async function planOf(c: Case) {
  const plan = await createPlan(t, c.plan);
  const admin = await t.login('sakura');
  for (const [ordinal, discountPercent] of c.ordinals ?? []) {
    await admin
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal, discountPercent })
      .expect(201);
  }
  if (c.coupon) await createCoupon(t, { code: 'QUOTE', discountPercent: c.coupon });
  return plan;
}

/** The quote of every page that shows the plan's price, and of the order it opens. */
async function answersFor(reader: Reader, planId: string, coupon: string | undefined) {
  const page = await reader.v1('get', '/subscription-plan/public/user/page').expect(200);
  const listed = page.body.data.content.find((p: { id: string }) => p.id === planId);
  const detail = await reader.v1('get', `/subscription-plan/public/${planId}`).expect(200);
  const checked = coupon
    ? await reader
        .v1('get', `/manage-coupon/user/get?code=${coupon}&subscription_plan_id=${planId}`)
        .expect(200)
    : null;
  const registered = await reader
    .v1('post', '/subscription-plan/user/register')
    .send({ subscription_plan_id: planId, ...(coupon && { coupon_code: coupon }) })
    .expect(200);
  return {
    popup: listed.quote as WireQuote,
    plan: detail.body.data.quote as WireQuote,
    coupon: checked?.body.data as ({ quote: WireQuote } & Record<string, unknown>) | undefined,
    order: registered.body.data as {
      quote: WireQuote;
      order: { id: string; total_amount: number; due_at: string };
      subscription: { id: string };
      is_payment_required: boolean;
    },
  };
}

/** What the sandbox charged for each period of a subscription (succeeded charges only). */
async function chargedByPeriod(subscriptionId: string): Promise<Record<number, number>> {
  const orders = await t.db('orders').where({ subscription_id: subscriptionId });
  const charged: Record<number, number> = {};
  for (const order of orders) {
    const rows = await t
      .db('sandbox_charges')
      .where('order_id', 'like', `${String(order.id)}.%`)
      .where({ status: 'succeeded' });
    const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
    if (rows.length) charged[Number(order.period_number)] = sum;
  }
  return charged;
}

/** Moves the app's clock to `iso` (never back) and runs the renewal job there. */
async function renewAt(iso: string) {
  const ms = Date.parse(iso) - t.clock.now().getTime();
  if (ms > 0) t.clock.advance(ms);
  await runRenewals(t);
}

describe('one quote for every price shown (issue 30, item 5)', () => {
  it.each(cases)('$name', async (c) => {
    const plan = await planOf(c);
    const reader = await sakuraReader(t);
    const code = c.coupon ? 'quote' : undefined;
    const { popup, plan: detail, coupon, order } = await answersFor(reader, plan.id, code);

    // The pages agree with the order: without a coupon, whole; with one, the coupon check.
    expect(detail).toEqual(popup);
    expect(order.quote).toEqual(coupon?.quote ?? popup);
    if (coupon) {
      expect(coupon.charge).toEqual(order.quote.steps[0]?.charge);
      expect(coupon.due_at).toBe(order.quote.steps[0]?.from);
    }
    const quote = order.quote;
    expect([quote.today, ...quote.steps.map((s) => s.charge.total)]).toEqual([c.today, ...c.steps]);
    expect(order.order.total_amount).toBe(quote.steps[0]?.charge.total);
    expect(order.order.due_at).toBe(quote.steps[0]?.from);
    expect(order.is_payment_required).toBe(quote.is_card_required);

    // The confirm answer and the sandbox: today's charge only, then each period at its date.
    const confirmed = await confirmOrder(reader, order.order.id, {
      token: await cardToken(t),
      ...(code && { coupon_code: code }),
    }).expect(200);
    expect(confirmed.body.data.order.total_amount).toBe(quote.steps[0]?.charge.total);
    const subscriptionId = order.subscription.id;
    expect(await chargedByPeriod(subscriptionId)).toEqual(quote.today ? { 1: quote.today } : {});
    const expected: Record<number, number> = quote.today ? { 1: quote.today } : {};
    for (const step of quote.steps.slice(quote.today ? 1 : 0)) {
      await renewAt(step.from);
      expected[step.period] = step.charge.total;
      expect(await chargedByPeriod(subscriptionId)).toEqual(expected);
    }
  });

  it('asks no card for a ¥0 order and closes it at register; later periods are still quoted', async () => {
    const plan = await createPlan(t, { price: 1235, discountPrice: 980 });
    await createCoupon(t, { code: 'ALLFREE', discountPercent: 100 });
    const reader = await sakuraReader(t);
    const { coupon, order } = await answersFor(reader, plan.id, 'allfree');
    expect(coupon?.quote).toMatchObject({ today: 0, is_card_required: false });
    expect(order).toMatchObject({
      is_payment_required: false,
      quote: { today: 0, is_card_required: false },
      order: { total_amount: 0 },
      subscription: { status: 'ACTIVE' },
    });
    expect(order.quote.steps.map((s) => s.charge.total)).toEqual([0, 1078]);
    // Nothing to pay: confirm says so (870), no card was asked for and none is charged.
    const confirmed = await confirmOrder(reader, order.order.id);
    expect(confirmed.body.status).toBe(Status.amountZero);
    expect(await t.db('payment_cards').where({ user_id: reader.id })).toHaveLength(0);
    expect(await t.db('sandbox_charges')).toHaveLength(0);
    const next = await reader.v1(
      'get',
      `/subscription-plan/user/registered/${order.subscription.id}`,
    );
    expect(next.body.data.next_billing_date).toBe(order.quote.steps[1]?.from);
  });

  it('quotes free days to a first purchase only, and to a visitor', async () => {
    const plan = await createPlan(t, { price: 1000, numberFreeTerm: 10 });
    const visitor = await t
      .anonymous()
      .get(`/api/v1/subscription-plan/public/${plan.id}?path=sakura`)
      .expect(200);
    expect(visitor.body.data.quote).toMatchObject({ today: 0, free_days: 10 });
    const reader = await sakuraReader(t);
    const first = await answersFor(reader, plan.id, undefined);
    await confirmOrder(reader, first.order.order.id, { token: await cardToken(t) }).expect(200);
    const cancelled = await reader
      .v1('delete', `/subscription-plan/user/cancel/registered/${first.order.subscription.id}`)
      .expect(200);
    // Cancelled in its free days: nothing was charged, and nothing will be.
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCEL',
      amount: null,
      next_billing_date: null,
    });
    const again = await answersFor(reader, plan.id, undefined);
    expect(again.plan).toMatchObject({ today: 1100, free_days: 0, free_until: null });
    expect(again.order.quote).toEqual(again.plan);
    expect(again.order.order.due_at).toBe(t.clock.now().toISOString());
  });
});
