import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_LEASE_MS } from '../../../server/src/orders/attempts';
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
} from '../subscriptions/support';
import { confirmOver, listeningInstance } from './support';

/**
 * The confirm statuses no other test produced (870, 871), and the attempt's sender: one
 * request at a time, taken over once its sender is past the lease (a dead process).
 */
let t: TestApp;
/** A server whose sandbox holds each charge's answer back, so a confirm stays in flight. */
let slow: Awaited<ReturnType<typeof listeningInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  slow = await listeningInstance(t, { config: { sandboxAnswerDelayMs: 1500 } });
});
afterEach(async () => {
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(async () => {
  await slow.close();
  await t.destroy();
});

/**
 * Starts a confirm on the slow server and waits until its attempt is being sent; answers the
 * confirm's answer still to come (wrapped: an async function would wait for it).
 */
async function inFlight(reader: { token: string }, orderId: string, token: string) {
  const answer = confirmOver(slow.url, reader.token, { order_id: orderId, token });
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if ((await t.db('sandbox_charges').where({ order_id: `${orderId}.1` })).length) {
      return { answer };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the charge was not made');
}

describe('POST /veritrans/confirm-order statuses', () => {
  it('answers 870 for an order with nothing to charge', async () => {
    const plan = await createPlan(t, { price: 1000 });
    await createCoupon(t, { code: 'FREE', discountPercent: 100 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id, 'FREE');
    const res = await confirmOrder(reader, orderId, { token: await cardToken(t) });
    expect(res.body).toMatchObject({ status: Status.amountZero, message_key: 'api.error.870' });
    expect(await t.db('sandbox_charges')).toHaveLength(0);
  });

  it('answers 871 while another request is charging the order, then OK once it is paid', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const token = await cardToken(t);
    const first = await inFlight(reader, orderId, token);
    const second = await confirmOrder(reader, orderId, { token });
    expect(second.body).toMatchObject({
      status: Status.paymentProcessing,
      message_key: 'api.error.871',
    });
    expect((await first.answer).body).toMatchObject({ data: { result: 'OK' } });
    const third = await confirmOrder(reader, orderId, { token }).expect(200);
    expect(third.body.data.order.status).toBe('PAID');
    expect(await t.db('sandbox_charges')).toHaveLength(1);
  });

  it('takes over an attempt whose sender is past its lease, with the same key: one charge', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const token = await cardToken(t);
    const first = await inFlight(reader, orderId, token);
    t.clock.advance(ATTEMPT_LEASE_MS + 1000);
    const taken = await confirmOrder(reader, orderId).expect(200);
    expect(taken.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    expect((await first.answer).body).toMatchObject({ data: { result: 'OK' } });
    expect(await t.db('sandbox_charges')).toHaveLength(1);
    const payments = await t.db('payments').where({ order_id: orderId });
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
  });

  it('reconciles only what the gateway holds: an attempt it never saw waits for the reader', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const sandbox = t.ctx.payments.sandbox;
    sandbox.faults.inject({ operation: 'charge', when: 'before', error: 'unavailable' });
    const lost = await confirmOrder(reader, orderId, { token: await cardToken(t) });
    expect(lost.body.status).toBe(Status.gatewayError);
    expect((await t.db('payments').where({ order_id: orderId }))[0].status).toBe('unanswered');
    expect(await t.ctx.orders.reconciliation.run()).toBe(0);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PENDING');
    // The answer is lost after the charge was made: reconciliation finds it and pays the order.
    sandbox.faults.inject({ operation: 'charge', when: 'after', error: 'timeout' });
    expect((await confirmOrder(reader, orderId)).body.status).toBe(Status.gatewayError);
    expect(await t.ctx.orders.reconciliation.run()).toBe(1);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PAID');
    expect(await t.ctx.orders.reconciliation.run()).toBe(0);
    expect(await t.db('sandbox_charges')).toHaveLength(1);
  });
});
