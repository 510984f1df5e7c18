import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { periodEnd } from '../../../server/src/money';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import {
  cardToken,
  clearCommerce,
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
  sakuraReader,
} from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  t.ctx.payments.sandbox.faults.clear();
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(() => t.destroy());

const charges = () => t.db('sandbox_charges').select('*');

describe('POST /veritrans/confirm-order', () => {
  it('charges the order once: PAID, the subscription ACTIVE with its next billing date', async () => {
    const plan = await createPlan(t, { price: 1000 });
    await createCoupon(t, { code: 'HALF', discountPercent: 50 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id, 'half');
    const token = await cardToken(t);
    const res = await confirmOrder(reader, orderId, {
      token,
      coupon_code: 'HALF',
      card_holder_name: 'HANA READER',
      card_holder_email: 'hana@example.com',
    }).expect(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      result: 'OK',
      order: { id: orderId, status: 'PAID', total_amount: 550, coupon_code: 'HALF' },
      subscription: { status: 'ACTIVE', subscription_plan_id: plan.id },
    });
    const sub = await t.db('subscriptions').where({ id: data.subscription.id }).first();
    const start = new Date(String(sub.period_start));
    // One month on (PostgreSQL keeps whole seconds of period_start).
    const expected = periodEnd(start, 1, 'MONTH').getTime();
    expect(Math.abs(Date.parse(data.subscription.next_billing_date) - expected)).toBeLessThan(1000);
    const [charge] = await charges();
    expect(charge).toMatchObject({ order_id: `${orderId}.1`, amount: 550, status: 'succeeded' });
    const payment = await t.db('payments').where({ order_id: orderId }).first();
    expect(payment).toMatchObject({
      status: 'succeeded',
      charge_id: charge.id,
      card_last4: '4242',
      base_amount: 1000,
      discount_amount: 500,
      tax_amount: 50,
      total_amount: 550,
    });
    // The card is kept (last four digits and the gateway's ids only) for renewals.
    const card = await reader.v1('get', '/veritrans/card').expect(200);
    expect(card.body.data.card).toMatchObject({ last4: '4242', brand: 'visa' });
    // Registered: listed, and the plan says so.
    const page = await reader.v1('get', '/subscription-plan/user/registered/page').expect(200);
    expect(page.body.data.content).toHaveLength(1);
    const offered = await reader.v1('get', `/subscription-plan/public/${plan.id}`).expect(200);
    expect(offered.body.data.is_registered).toBe(true);
  });

  it('never charges twice: repeated and racing confirms answer the one payment', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const token = await cardToken(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirmOrder(reader, orderId, { token })),
    );
    // One request sends the charge; the others answer OK, or 871 while it is being sent.
    for (const res of answers)
      expect(['OK', 871]).toContain(res.body.data?.result ?? res.body.status);
    const again = await confirmOrder(reader, orderId, { token }).expect(200);
    expect(again.body.data.order.status).toBe('PAID');
    expect(await charges()).toHaveLength(1);
    expect(await t.db('payments').where({ order_id: orderId })).toHaveLength(1);
  });

  it('answers the card refusals: 857 for a decline, 841 for a card problem, then pays with another card', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const declined = await confirmOrder(reader, orderId, {
      token: await cardToken(t, '4000000000000002'),
    }).expect(400);
    expect(declined.body).toMatchObject({
      status: Status.paymentFailed,
      message_key: 'api.error.857',
      errors: { card: 'card_declined' },
    });
    const cvc = await confirmOrder(reader, orderId, {
      token: await cardToken(t, '4000000000000127'),
    });
    expect(cvc.body).toMatchObject({
      status: Status.invalidCard,
      errors: { card: 'incorrect_cvc' },
    });
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PENDING');
    await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
    const history = await reader.v1('get', '/transaction/page').expect(200);
    expect(history.body.data.content.map((row: { status: string }) => row.status)).toEqual([
      'OK',
      'NG',
      'NG',
    ]);
  });

  it('refuses a used or unknown token with 841 and a confirm with no card at all', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const none = await confirmOrder(reader, orderId);
    expect(none.body.status).toBe(Status.invalidCard);
    const unknown = await confirmOrder(reader, orderId, { token: 'tok_nothing' });
    expect(unknown.body).toMatchObject({
      status: Status.invalidCard,
      errors: { card: 'token_invalid' },
    });
    expect(await charges()).toHaveLength(0);
  });

  it('charges the stored card when no card is entered', async () => {
    const first = await createPlan(t, { name: 'First' });
    const second = await createPlan(t, { name: 'Second', price: 2000 });
    const reader = await sakuraReader(t);
    await confirmOrder(reader, await openOrder(reader, first.id), {
      token: await cardToken(t),
    }).expect(200);
    const orderId = await openOrder(reader, second.id);
    const res = await confirmOrder(reader, orderId).expect(200);
    expect(res.body.data.order).toMatchObject({ status: 'PAID', total_amount: 2200 });
    const payment = await t.db('payments').where({ order_id: orderId }).first();
    expect(JSON.parse(payment.request).source).toMatchObject({ customerId: `cus_${reader.id}` });
    expect(payment.card_last4).toBe('4242');
  });

  it('follows 3-D Secure: the challenge page, the return to our page, then PAID', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const returnPath = `/sakura/veritrans-payment/confirm?order=${orderId}`;
    const res = await confirmOrder(reader, orderId, {
      token: await cardToken(t, '4000000000003220'),
      redirect_url: returnPath,
    }).expect(200);
    expect(res.body.data).toMatchObject({
      result: 'REQUIRES_ACTION',
      order: { status: 'PENDING' },
    });
    const challenge = new URL(res.body.data.redirect_url, 'http://x').pathname;
    expect(challenge).toMatch(/^\/sandbox-gateway\/3ds\/ch_/);
    const back = await t.anonymous().post(challenge).type('form').send({ outcome: 'approve' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.location);
    expect(location.pathname + '?order=' + location.searchParams.get('order')).toBe(returnPath);
    const done = await confirmOrder(reader, orderId).expect(200);
    expect(done.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    expect(await charges()).toHaveLength(1);
  });

  it('refuses a return URL of another site', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const res = await confirmOrder(reader, orderId, {
      token: await cardToken(t),
      redirect_url: 'https://evil.example/steal',
    }).expect(400);
    expect(res.body.errors).toHaveProperty('redirect_url');
  });

  it('answers 842 while a payment is verified, and PAID once it settles', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const res = await confirmOrder(reader, orderId, {
      token: await cardToken(t, '4000000000007700'),
    });
    expect(res.body.status).toBe(Status.paymentVerifying);
    const pending = await reader.v1('get', '/transaction/page').expect(200);
    expect(pending.body.data.content[0].status).toBe('PENDING');
    t.clock.advance(61_000);
    await confirmOrder(reader, orderId).expect(200);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PAID');
  });

  it('answers 866 when the gateway answer is lost, and the next confirm finds the charge', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const token = await cardToken(t);
    t.ctx.payments.sandbox.faults.inject({ operation: 'charge', when: 'after', error: 'timeout' });
    const lost = await confirmOrder(reader, orderId, { token });
    expect(lost.body.status).toBe(Status.gatewayError);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PENDING');
    await confirmOrder(reader, orderId).expect(200);
    expect(await charges()).toHaveLength(1);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PAID');
  });

  it('starts a first purchase free period without a charge, keeping the card', async () => {
    const plan = await createPlan(t, { numberFreeTerm: 14 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const res = await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
    const order = await t.db('orders').where({ id: orderId }).first();
    expect(res.body.data).toMatchObject({
      result: 'OK',
      order: { status: 'PENDING' },
      subscription: {
        status: 'ACTIVE',
        // PostgreSQL gives a Date (String() would drop its milliseconds), SQLite ISO text.
        next_billing_date: new Date(order.due_at).toISOString(),
      },
    });
    expect(await charges()).toHaveLength(0);
    expect(await t.db('payment_cards').where({ user_id: reader.id })).toHaveLength(1);
    await confirmOrder(reader, orderId).expect(200);
    expect(await charges()).toHaveLength(0);
  });

  it('answers 867 for another reader’s order and 868 for a cancelled one', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const other = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const foreign = await confirmOrder(other, orderId, { token: await cardToken(t) });
    expect(foreign.body.status).toBe(Status.orderNotFound);
    const [sub] = await t.db('subscriptions').where({ user_id: reader.id }).pluck('id');
    await reader.v1('delete', `/subscription-plan/user/cancel/registered/${sub}`).expect(200);
    const closed = await confirmOrder(reader, orderId, { token: await cardToken(t) });
    expect(closed.body.status).toBe(Status.orderClosed);
    const bad = await confirmOrder(reader, orderId, { coupon_code: 'OTHER' });
    expect(bad.body.status).toBe(Status.couponInvalid);
  });

  it('keeps no card number or security code anywhere', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const res = await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');
    for (const table of [
      'payments',
      'payment_cards',
      'orders',
      'sandbox_tokens',
      'sandbox_charges',
      'sandbox_cards',
    ]) {
      const text = JSON.stringify(await t.db(table).select('*'));
      expect(text).not.toContain('4242424242424242');
      expect(text).not.toMatch(/"(security_code|card_number)"/);
    }
  });
});

describe('POST /veritrans/add-card', () => {
  it('replaces the stored card; a bad token is 841', async () => {
    const reader = await sakuraReader(t);
    const none = await reader.v1('get', '/veritrans/card').expect(200);
    expect(none.body.data.card).toBeNull();
    await reader
      .v1('post', '/veritrans/add-card')
      .send({ token: await cardToken(t) })
      .expect(200);
    const res = await reader
      .v1('post', '/veritrans/add-card')
      .send({ token: await cardToken(t, '4000000000003055') })
      .expect(200);
    expect(res.body.data.card.last4).toBe('3055');
    expect(await t.db('payment_cards').where({ user_id: reader.id })).toHaveLength(1);
    const bad = await reader.v1('post', '/veritrans/add-card').send({ token: 'tok_used' });
    expect(bad.body.status).toBe(Status.invalidCard);
  });
});
