import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import { signedBody } from '../../../server/src/payments/gateways/veritrans/protocol';
import type { TestApp } from '../../support/app';
import { VERITRANS } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import { DAY_MS, createPlan, openOrder, runRenewals, sakuraReader } from '../subscriptions/support';
import { payThroughChallenge, sellThrough, tokenFor, useGatewayApp } from './support';

/**
 * Issue 30, item 3: the card a reader gives through 3-D Secure is kept for renewals on every
 * gateway, and what a card that wants authentication on every charge does to a renewal.
 */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
});

async function openedOrder(gateway: 'SANDBOX' | 'VERITRANS' | 'GMO') {
  await sellThrough(t, gateway);
  const plan = await createPlan(t);
  const reader = await sakuraReader(t);
  return { reader, orderId: await openOrder(reader, plan.id) };
}

/** The renewal of period 2, a month and a day on: its order and its attempt. */
async function renewal(orderId: string) {
  const first = await t.db('orders').where({ id: orderId }).first();
  t.clock.advance(32 * DAY_MS);
  await runRenewals(t);
  const order = await t
    .db('orders')
    .where({ subscription_id: first.subscription_id, period_number: 2 })
    .first();
  const payment = await t.db('payments').where({ order_id: order.id }).first();
  const subscription = await t.db('subscriptions').where({ id: first.subscription_id }).first();
  return { order, payment, subscription };
}

/** The cards VeriTrans holds under an account, asked as our adapter asks (Get/cardinfo). */
async function veritransCards(accountId: string) {
  const params = {
    payNowIdParam: { accountParam: { accountId } },
    txnVersion: '2.0.0',
    dummyRequest: '1',
  };
  const res = await fetch(`${fakes.veritrans.url}/paynowid/v1/Get/cardinfo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: signedBody(params, VERITRANS),
  });
  const body = (await res.json()) as { payNowIdResponse?: { account: { cardInfo: unknown[] } } };
  return body.payNowIdResponse?.account.cardInfo ?? [];
}

describe.each(['SANDBOX', 'VERITRANS', 'GMO'] as const)('3-D Secure on %s', (gateway) => {
  const last4 = gateway === 'SANDBOX' ? '3155' : '1111';

  it('a first payment through the challenge keeps the card: shown at once, charged off session next period', async () => {
    const { reader, orderId } = await openedOrder(gateway);
    const { first, after } = await payThroughChallenge(t, reader, orderId, {
      token: await tokenFor(t, fakes, gateway, 6),
    });
    expect(first.body.data.result).toBe('REQUIRES_ACTION');
    expect(after.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    const shown = await reader.v1('get', '/veritrans/card').expect(200);
    expect(shown.body.data.card).toMatchObject({ last4, exp_month: expect.any(Number) });
    const kept = await t.db('payment_cards').where({ user_id: reader.id }).first();
    expect(kept).toMatchObject({ gateway: gateway.toLowerCase(), last4 });

    const { order, payment } = await renewal(orderId);
    expect(order.status).toBe('PAID');
    expect(payment.status).toBe('succeeded');
    expect(JSON.parse(payment.request)).toMatchObject({
      isOffSession: true,
      source: { cardId: kept.card_id },
    });
  });

  it('a card that wants authentication on every charge: its renewal is refused as authentication_required', async () => {
    const { reader, orderId } = await openedOrder(gateway);
    const { after } = await payThroughChallenge(t, reader, orderId, {
      token: await tokenFor(t, fakes, gateway, 7),
    });
    expect(after.body.data.result).toBe('OK');
    const { order, payment, subscription } = await renewal(orderId);
    expect(order.status).toBe('PENDING');
    expect(payment).toMatchObject({ status: 'failed', failure_code: 'authentication_required' });
    expect(subscription.status).toBe('PAST_DUE');
  });
});

describe.each(['VERITRANS', 'GMO'] as const)('a failed challenge on %s', (gateway) => {
  it('pays nothing and keeps no card for renewals', async () => {
    const { reader, orderId } = await openedOrder(gateway);
    const { after } = await payThroughChallenge(t, reader, orderId, {
      token: await tokenFor(t, fakes, gateway, 6),
      isPassed: false,
    });
    expect(after.body.status).toBe(Status.paymentFailed);
    expect((await reader.v1('get', '/veritrans/card').expect(200)).body.data.card).toBeNull();
    expect(await t.db('payment_cards').where({ user_id: reader.id })).toEqual([]);
    if (gateway === 'VERITRANS') {
      // VeriTrans keeps a card given with an MPI authorisation only when it is authorised.
      expect(await veritransCards(`cus_${reader.id}`)).toEqual([]);
    }
  });
});
