import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import { paymentSettingsFor } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import {
  DAY_MS,
  confirmOrder,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
} from '../subscriptions/support';
import { answerChallenge, sellThrough, tokenFor, useGatewayApp } from './support';

/** The fakes' remaining outcomes: a pending charge that settles later, a failed challenge. */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
});

async function pendingOrder(gateway: 'VERITRANS' | 'GMO') {
  await sellThrough(t, gateway);
  const plan = await createPlan(t);
  const reader = await sakuraReader(t);
  return { reader, orderId: await openOrder(reader, plan.id) };
}

describe('gateway outcomes', () => {
  it('VeriTrans: a pending charge is 842, then paid once it settles (the next confirm reads it back)', async () => {
    const { reader, orderId } = await pendingOrder('VERITRANS');
    const first = await confirmOrder(reader, orderId, {
      token: await tokenFor(t, fakes, 'VERITRANS', 5),
    });
    expect(first.body.status).toBe(Status.paymentVerifying);
    expect((await t.db('payments').where({ order_id: orderId }).first()).status).toBe('pending');
    fakes.veritrans.settleAll();
    const after = await confirmOrder(reader, orderId).expect(200);
    expect(after.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    expect([...fakes.veritrans.orders.values()].map((o) => o.status)).toEqual(['capture']);
  });

  it.each(['VERITRANS', 'GMO'] as const)(
    '%s: a failed 3-D Secure challenge is 857 (authentication_failed); a new card then pays',
    async (gateway) => {
      const { reader, orderId } = await pendingOrder(gateway);
      const returnUrl = `http://127.0.0.1/veritrans-payment/confirm?order=${orderId}`;
      const first = await reader
        .v1('post', '/veritrans/confirm-order')
        .set('Host', '127.0.0.1')
        .send({
          order_id: orderId,
          token: await tokenFor(t, fakes, gateway, 6),
          redirect_url: returnUrl,
        });
      expect(first.body.data.result).toBe('REQUIRES_ACTION');
      expect(await answerChallenge(t, first.body.data.redirect_url, false)).toBe(returnUrl);
      const failed = await confirmOrder(reader, orderId);
      expect(failed.body).toMatchObject({
        status: Status.paymentFailed,
        errors: { card: 'authentication_failed' },
      });
      const paid = await confirmOrder(reader, orderId, {
        token: await tokenFor(t, fakes, gateway),
      }).expect(200);
      expect(paid.body.data.result).toBe('OK');
    },
  );

  it('a tenant that stops taking cards (Shopify) keeps renewing the cards its readers gave VeriTrans', async () => {
    const { reader, orderId } = await pendingOrder('VERITRANS');
    const token = await tokenFor(t, fakes, 'VERITRANS');
    await confirmOrder(reader, orderId, { token }).expect(200);
    // The console's form: only the choice changes, the VeriTrans keys stay stored.
    const admin = await t.login('sakura');
    const data = paymentSettingsFor('VERITRANS', {
      paymentGateway: 'SHOPIFY',
      merchantSecretKey: '',
    });
    await admin.put('/api/admin/settings/payment').send({ data }).expect(200);
    const order = await t.db('orders').where({ id: orderId }).first();
    t.clock.advance(32 * DAY_MS);
    await runRenewals(t);
    const next = await t
      .db('orders')
      .where({ subscription_id: order.subscription_id, period_number: 2 })
      .first();
    expect(next.status).toBe('PAID');
    expect([...fakes.veritrans.orders.values()].map((o) => o.status)).toEqual([
      'capture',
      'capture',
    ]);
    expect(fakes.gmo.trades.size).toBe(0);
  });
});
