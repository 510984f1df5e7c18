import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import type { FakeGateways, GatewaySetting } from '../../support/gateways';
import { payThroughChallenge, sellThrough, tokenFor, useGatewayApp } from '../payments/support';
import {
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
} from './support';

/**
 * Issue 30's acceptance, on the sandbox and the VeriTrans and GMO fakes: a monthly plan with a
 * coupon and discount ordinals, paid first with a card that asks for 3-D Secure, runs a year
 * on the app's clock; every period is charged once, off session with the kept card, at the
 * amount of a table written by hand. The plan's free days are a second year: with free days
 * nothing is charged at confirm (no challenge either), so its twelve charges are all renewals.
 */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
});

/**
 * ¥1,050 a month before tax; discount ordinals 30 % (period 1) and 15 % (period 2); the coupon
 * 20 % on the first order only; each discount rounds down, tax 10 % rounds half up:
 *   period 1: 1,050 − 315 = 735; − 147 (20 % of 735) = 588; tax 58.8 → 59;  total   647
 *   period 2: 1,050 − 157 (15 % is 157.5, down)    = 893;  tax 89.3 → 89;  total   982
 *   3 to 12:  1,050;                                        tax 105;        total 1,155
 */
const YEAR = [647, 982, 1155, 1155, 1155, 1155, 1155, 1155, 1155, 1155, 1155, 1155];
const HOUR_MS = 3_600_000;

/** The plan, its two ordinals and the coupon; a new reader has opened its first order. */
async function registered(gateway: GatewaySetting, freeDays: number) {
  await sellThrough(t, gateway);
  const plan = await createPlan(t, { price: 1050, numberFreeTerm: freeDays });
  const admin = await t.login('sakura');
  for (const [ordinal, discountPercent] of [
    [1, 30],
    [2, 15],
  ]) {
    await admin
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal, discountPercent })
      .expect(201);
  }
  await createCoupon(t, { code: 'YEAR20', discountPercent: 20 });
  const reader = await sakuraReader(t);
  const orderId = await openOrder(reader, plan.id, 'YEAR20');
  const { subscription_id: subscriptionId } = await t.db('orders').where({ id: orderId }).first();
  return { reader, orderId, subscriptionId: String(subscriptionId) };
}

/** Moves the clock to the end of each period and runs the renewal job, up to period 12. */
async function runYear(subscriptionId: string) {
  for (let run = 0; run < 12; run += 1) {
    const sub = await t.db('subscriptions').where({ id: subscriptionId }).first();
    if (Number(sub.periods_billed) >= 12) return;
    t.clock.advance(new Date(String(sub.period_end)).getTime() - t.clock.now().getTime() + HOUR_MS);
    await runRenewals(t);
  }
}

/** Each period's order and the payment that paid it, period 1 first. */
async function periods(subscriptionId: string) {
  const orders = await t
    .db('orders')
    .where({ subscription_id: subscriptionId })
    .orderBy('period_number');
  const paid = await t
    .db('payments')
    .whereIn(
      'order_id',
      orders.map((o) => o.id),
    )
    .andWhere({ status: 'succeeded' });
  return orders.map((order) => {
    const payment = paid.find((p) => p.order_id === order.id);
    return {
      period: Number(order.period_number),
      status: String(order.status),
      total: Number(order.total_amount),
      charged: payment ? Number(payment.total_amount) : null,
      request: payment ? (JSON.parse(String(payment.request)) as Record<string, unknown>) : null,
    };
  });
}

/** What the gateway itself charged, in the order it charged it. */
async function chargedAt(gateway: GatewaySetting): Promise<number[]> {
  if (gateway === 'VERITRANS') {
    return [...fakes.veritrans.orders.values()]
      .filter((o) => o.status === 'capture')
      .map((o) => o.amount);
  }
  if (gateway === 'GMO') {
    return [...fakes.gmo.trades.values()]
      .filter((trade) => trade.status === 'CAPTURE')
      .map((trade) => Number(trade.clientField1));
  }
  const rows = await t
    .db('sandbox_charges')
    .where({ status: 'succeeded' })
    .orderBy('created_at')
    .orderBy('id');
  return rows.map((row) => Number(row.amount));
}

/** The charges the gateway saw made with the kept card and without 3-D Secure. */
async function offSessionAt(gateway: GatewaySetting, cardId: string): Promise<number> {
  if (gateway === 'VERITRANS') {
    return fakes.veritrans.requests.filter(({ path, body }) => {
      if (path !== 'Authorize/card') return false;
      const params = JSON.parse(/^\{"params":(.*),"authHash"/s.exec(body)?.[1] ?? '{}');
      const pay = params.payNowIdParam ?? {};
      return pay.accountParam?.cardParam?.cardId === cardId && !pay.token && !params.redirectionUri;
    }).length;
  }
  if (gateway === 'GMO') {
    const forms = (name: string) =>
      fakes.gmo.requests.filter((r) => r.path === name).map((r) => new URLSearchParams(r.body));
    const withoutChallenge = forms('EntryTran').filter((f) => f.get('TdFlag') === '0').length;
    const withKeptCard = forms('ExecTran').filter(
      (f) => f.get('CardSeq') === cardId && !f.get('Token') && !f.get('RetUrl'),
    ).length;
    return Math.min(withoutChallenge, withKeptCard);
  }
  // The sandbox keeps no off-session flag: a charge without a return URL had no reader there.
  const rows = await t
    .db('sandbox_charges')
    .where({ status: 'succeeded', card_id: cardId })
    .whereNull('return_url');
  return rows.length;
}

async function keptCardOf(readerId: string) {
  const card = await t.db('payment_cards').where({ user_id: readerId }).first();
  expect(card, 'a card is kept for renewals').toBeTruthy();
  return String(card.card_id);
}

describe.each(['SANDBOX', 'VERITRANS', 'GMO'] as const)('a year on %s', (gateway) => {
  it('3-D Secure on the first payment, then eleven renewals off session, each as the table says', async () => {
    const { reader, orderId, subscriptionId } = await registered(gateway, 0);
    const { first, after } = await payThroughChallenge(t, reader, orderId, {
      token: await tokenFor(t, fakes, gateway, 6),
    });
    expect(first.body.data.result).toBe('REQUIRES_ACTION');
    expect(after.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    expect((await reader.v1('get', '/veritrans/card').expect(200)).body.data.card).not.toBeNull();
    const cardId = await keptCardOf(reader.id);

    await runYear(subscriptionId);

    const year = await periods(subscriptionId);
    expect(year.map((p) => [p.period, p.status, p.charged])).toEqual(
      YEAR.map((amount, i) => [i + 1, 'PAID', amount]),
    );
    expect(await chargedAt(gateway)).toEqual(YEAR);
    // Period 1 with the reader there (the challenge); the rest without, with the kept card.
    expect(year[0]?.request).toMatchObject({ returnUrl: expect.any(String) });
    for (const { period, request } of year.slice(1)) {
      expect(request, `period ${period}`).toMatchObject({ isOffSession: true, source: { cardId } });
    }
    expect(await offSessionAt(gateway, cardId)).toBe(11);
    const sub = await t.db('subscriptions').where({ id: subscriptionId }).first();
    expect(sub).toMatchObject({ status: 'ACTIVE', failed_attempts: 0 });
  });

  it('free days: the card (one that asks for 3-D Secure) is kept at confirm, then twelve charges off session, each as the table says', async () => {
    const { reader, orderId, subscriptionId } = await registered(gateway, 7);
    const confirmed = await confirmOrder(reader, orderId, {
      token: await tokenFor(t, fakes, gateway, 6),
    }).expect(200);
    expect(confirmed.body.data.result).toBe('OK');
    expect(await chargedAt(gateway)).toEqual([]);
    const cardId = await keptCardOf(reader.id);

    await runYear(subscriptionId);

    const year = await periods(subscriptionId);
    expect(year.map((p) => [p.period, p.status, p.charged])).toEqual(
      YEAR.map((amount, i) => [i + 1, 'PAID', amount]),
    );
    expect(await chargedAt(gateway)).toEqual(YEAR);
    for (const { period, request } of year) {
      expect(request, `period ${period}`).toMatchObject({ isOffSession: true, source: { cardId } });
    }
    expect(await offSessionAt(gateway, cardId)).toBe(12);
  });
});
