import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import {
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
  useCommerceApp,
} from './support';

let t: TestApp;
useCommerceApp((app) => {
  t = app;
});

/** A reader's paid ¥999 plan: 999 + tax 99.9 → 100 = ¥1,099. */
async function paid() {
  const plan = await createPlan(t, { price: 999 });
  const reader = await sakuraReader(t);
  const orderId = await openOrder(reader, plan.id);
  await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
  const payment = await t.db('payments').where({ order_id: orderId }).first();
  return { reader, orderId, paymentId: String(payment.id) };
}

const refund = async (paymentId: string, body: Record<string, unknown> = {}) =>
  (await t.login('sakura')).post(`/api/admin/transactions/${paymentId}/refund`).send(body);

describe('POST /api/admin/transactions/{id}/refund', () => {
  it('refunds in parts through the gateway; the tax shares add up to the stored tax; history shows it', async () => {
    const { reader, paymentId } = await paid();
    // 500 of 1,099: tax round(100 × 500 / 1,099) = round(45.496) = 45.
    const first = await refund(paymentId, { amount: 500 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount: 500, taxAmount: 45, netAmount: 455 });
    // The rest: tax 100 - 45 = 55, so the parts give back exactly the stored tax.
    const rest = await refund(paymentId);
    expect(rest.body).toMatchObject({ amount: 599, taxAmount: 55, netAmount: 544 });
    const charge = await t.db('sandbox_charges').first();
    expect(Number(charge.refunded_amount)).toBe(1099);
    expect(await t.db('sandbox_refunds')).toHaveLength(2);
    // Nothing is left to refund.
    expect((await refund(paymentId, { amount: 1 })).status).toBe(400);

    const again = await sakuraReader(t, reader);
    const history = await again.v1('get', '/transaction/page').expect(200);
    expect(history.body.data.content[0]).toMatchObject({
      status: 'OK',
      total_amount: 1099,
      refunded_amount: 1099,
      refunded_tax_amount: 100,
    });
    const admin = await t.login('sakura');
    const listed = await admin.get(`/api/admin/transactions/${paymentId}`).expect(200);
    expect(listed.body).toMatchObject({ refundedAmount: 1099, refundedTaxAmount: 100 });
    const registered = await again.v1('get', '/subscription-plan/user/registered/page').expect(200);
    expect(registered.body.data.content[0]).toMatchObject({
      status: 'REFUNDED',
      next_billing_date: null,
    });
    const told = await again.v1('get', '/notification/public/page').expect(200);
    expect(told.body.data.content.map((n: { type: string }) => n.type)).toEqual([
      'payment-refunded',
      'payment-refunded',
      'payment-succeeded',
    ]);
  });

  it('refunds once when the answer is lost, and refuses what it must', async () => {
    const { paymentId } = await paid();
    t.ctx.payments.sandbox.faults.inject({ operation: 'refund', when: 'after', error: 'timeout' });
    expect((await refund(paymentId, { amount: 300 })).body.status).toBe(Status.gatewayError);
    // Sent again with its own key before the new one: 300 once, then 200.
    const next = await refund(paymentId, { amount: 200 });
    expect(next.status).toBe(200);
    const charge = await t.db('sandbox_charges').first();
    expect(Number(charge.refunded_amount)).toBe(500);
    const row = await t.db('payments').where({ id: paymentId }).first();
    expect(Number(row.refunded_amount)).toBe(500);

    for (const amount of [0, -5, 1.5, 'ten', 10_000]) {
      expect((await refund(paymentId, { amount })).status).toBe(400);
    }
    const aozora = await t.login('aozora');
    const foreign = await aozora.post(`/api/admin/transactions/${paymentId}/refund`).send({});
    expect(foreign.body.status).toBe(Status.transactionNotFound);
    const service = await t.login('service');
    const forbidden = await service.post(`/api/admin/transactions/${paymentId}/refund`).send({});
    expect(forbidden.status).toBe(403);
    expect(Number((await t.db('sandbox_charges').first()).refunded_amount)).toBe(500);
  });
});
