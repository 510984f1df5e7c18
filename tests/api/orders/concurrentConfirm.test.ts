import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import {
  cardToken,
  clearCommerce,
  createPlan,
  openOrder,
  sakuraReader,
} from '../subscriptions/support';
import { confirmOver, listeningInstance } from './support';

/**
 * Issue 11's acceptance: 1,000 concurrent submissions of one order give one charge and one
 * paid order. Two app instances (their own pools, one database) listen on real ports, and
 * every request travels over its own socket, so they truly overlap.
 */
let t: TestApp;
let instances: Awaited<ReturnType<typeof listeningInstance>>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  instances = [await listeningInstance(t), await listeningInstance(t)];
});
afterEach(async () => {
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await t.destroy();
});

const SUBMISSIONS = 1000;

describe('1,000 concurrent confirms of one order', () => {
  it('charge once at the gateway and pay the order once; every answer is OK or 871', async () => {
    const startedAt = new Date(t.clock.now().getTime() - 1000);
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const token = await cardToken(t);

    const answers = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        confirmOver(instances[i % instances.length].url, reader.token, {
          order_id: orderId,
          token,
        }),
      ),
    );

    const outcomes = answers.map((res) =>
      res.status === 200 ? (res.body.data as { result: string }).result : res.body.status,
    );
    const counts = outcomes.reduce<Record<string, number>>((acc, outcome) => {
      acc[String(outcome)] = (acc[String(outcome)] ?? 0) + 1;
      return acc;
    }, {});
    // Only the documented answers: paid (OK), or another request is charging it (871).
    expect(Object.keys(counts).sort()).toEqual(
      Object.keys(counts).length === 1 ? ['OK'] : [String(Status.paymentProcessing), 'OK'],
    );
    expect(counts.OK).toBeGreaterThanOrEqual(1);
    for (const res of answers) expect(res.status).toBeLessThan(500);

    // The sandbox's own books: one charge for the order's key, and none besides it.
    const sandbox = t.ctx.payments.sandbox;
    const forOrder = await sandbox.search({ orderId: `${orderId}.1` });
    expect(forOrder).toHaveLength(1);
    expect(forOrder[0]).toMatchObject({ status: 'succeeded', amount: 1100, capturedAmount: 1100 });
    const all = await sandbox.search({
      createdFrom: startedAt,
      createdTo: new Date(t.clock.now().getTime() + 1000),
    });
    expect(all.map((charge) => charge.chargeId)).toEqual([forOrder[0].chargeId]);

    // Ours: one paid order, one payment (the charge), one active subscription.
    const orders = await t.db('orders').where({ user_id: reader.id });
    expect(orders.map((order) => order.status)).toEqual(['PAID']);
    const payments = await t.db('payments').where({ order_id: orderId });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', charge_id: forOrder[0].chargeId });
    const subscriptions = await t.db('subscriptions').where({ user_id: reader.id });
    expect(subscriptions.map((sub) => [sub.status, Number(sub.periods_billed)])).toEqual([
      ['ACTIVE', 1],
    ]);
    // A late submission still answers the paid order.
    const late = await confirmOver(instances[0].url, reader.token, { order_id: orderId, token });
    expect(late.body).toMatchObject({ data: { result: 'OK', order: { status: 'PAID' } } });
  }, 90_000);
});
