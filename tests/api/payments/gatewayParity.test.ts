import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import type { FakeGateways, GatewaySetting } from '../../support/gateways';
import {
  DAY_MS,
  confirmOrder,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
} from '../subscriptions/support';
import { answerChallenge, sellThrough, tokenFor, useGatewayApp } from './support';

/**
 * The purchase flow's promises, kept the same on every gateway: the sandbox, and VeriTrans4G
 * and GMO through their adapters against the local fakes over real HTTP (their wire formats).
 */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
});

/** What each gateway holds: its paid charges with their amounts and refunded totals. */
async function chargesAt(gateway: GatewaySetting) {
  if (gateway === 'VERITRANS') {
    return [...fakes.veritrans.orders.values()]
      .filter((o) => ['capture', 'cancel'].includes(o.status))
      .map((o) => ({ amount: o.amount, refunded: o.refundedAmount }));
  }
  if (gateway === 'GMO') {
    return [...fakes.gmo.trades.values()]
      .filter((trade) => ['CAPTURE', 'SALES', 'RETURN'].includes(trade.status))
      .map((trade) => ({
        amount: Number(trade.clientField1),
        refunded:
          trade.status === 'RETURN'
            ? Number(trade.clientField1)
            : Number(trade.clientField1) - trade.amount,
      }));
  }
  return (await t.db('sandbox_charges').where({ status: 'succeeded' })).map((row) => ({
    amount: Number(row.amount),
    refunded: Number(row.refunded_amount),
  }));
}

/** The fault that loses a charge's answer after the gateway made it. */
/** The fakes' operation whose answer a test loses (the work is done, the answer never comes). */
const OPERATIONS = {
  charge: { VERITRANS: 'Authorize/card', GMO: 'ExecTran' },
  refund: { VERITRANS: 'Cancel/card', GMO: 'ChangeTran' },
} as const;

function loseAnswer(gateway: GatewaySetting, of: keyof typeof OPERATIONS) {
  const fault = { when: 'after' as const, error: 'timeout' as const };
  if (gateway === 'SANDBOX') t.ctx.payments.sandbox.faults.inject({ ...fault, operation: of });
  else
    fakes[gateway === 'GMO' ? 'gmo' : 'veritrans'].faults.inject({
      ...fault,
      operation: OPERATIONS[of][gateway],
    });
}

const gatewayName = (gateway: GatewaySetting) => gateway.toLowerCase();

describe.each(['SANDBOX', 'VERITRANS', 'GMO'] as const)('purchases through %s', (gateway) => {
  async function paidOrder(price = 1000) {
    await sellThrough(t, gateway);
    const plan = await createPlan(t, { price });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const res = await confirmOrder(reader, orderId, { token: await tokenFor(t, fakes, gateway) });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toBe('OK');
    const payment = await t.db('payments').where({ order_id: orderId }).first();
    return { reader, orderId, plan, payment };
  }

  it('a first purchase is charged once at the tenant’s gateway and its card kept', async () => {
    const { reader, payment } = await paidOrder();
    expect(payment).toMatchObject({ status: 'succeeded', gateway: gatewayName(gateway) });
    expect(await chargesAt(gateway)).toEqual([{ amount: 1100, refunded: 0 }]);
    const card = await t.db('payment_cards').where({ user_id: reader.id }).first();
    expect(card).toMatchObject({
      gateway: gatewayName(gateway),
      last4: expect.stringMatching(/^\d{4}$/),
    });
    const shown = await reader.v1('get', '/veritrans/card').expect(200);
    expect(shown.body.data.card.last4).toBe(card.last4);
  });

  it('declines map to the catalogue (857 for the card company, 841 for the card), then a good card pays', async () => {
    await sellThrough(t, gateway);
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const expected: [number, number, string][] = [
      [1, Status.paymentFailed, 'card_declined'],
      [2, Status.paymentFailed, 'insufficient_funds'],
      [3, Status.invalidCard, 'expired_card'],
      [4, Status.invalidCard, 'incorrect_cvc'],
    ];
    for (const [month, status, code] of expected) {
      const res = await confirmOrder(reader, orderId, {
        token: await tokenFor(t, fakes, gateway, month),
      });
      expect(res.body.status, `month ${month}`).toBe(status);
      const latest = await t
        .db('payments')
        .where({ order_id: orderId })
        .orderBy('attempt', 'desc')
        .first();
      expect(latest).toMatchObject({ status: 'failed', failure_code: code });
    }
    const paid = await confirmOrder(reader, orderId, { token: await tokenFor(t, fakes, gateway) });
    expect(paid.body.data.result).toBe('OK');
    expect(await chargesAt(gateway)).toHaveLength(1);
  });

  it('3-D Secure: the challenge page, passed, and the confirm after the return pays once', async () => {
    await sellThrough(t, gateway);
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const returnUrl = `http://127.0.0.1/veritrans-payment/confirm?order=${orderId}`;
    const first = await reader
      .v1('post', '/veritrans/confirm-order')
      .set('Host', '127.0.0.1')
      .send({
        order_id: orderId,
        token: await tokenFor(t, fakes, gateway, 6),
        redirect_url: returnUrl,
      });
    expect(first.body.data).toMatchObject({ result: 'REQUIRES_ACTION' });
    expect(await chargesAt(gateway)).toHaveLength(0);
    const back = await answerChallenge(t, first.body.data.redirect_url, true);
    expect(back).toBe(returnUrl);
    const after = await confirmOrder(reader, orderId).expect(200);
    expect(after.body.data.result).toBe('OK');
    expect(await chargesAt(gateway)).toEqual([{ amount: 1100, refunded: 0 }]);
    await confirmOrder(reader, orderId).expect(200);
    expect(await chargesAt(gateway)).toHaveLength(1);
  });

  it('renews with the stored card, off-session, when the period ends', async () => {
    const { orderId } = await paidOrder();
    const order = await t.db('orders').where({ id: orderId }).first();
    t.clock.advance(32 * DAY_MS);
    await runRenewals(t);
    const next = await t
      .db('orders')
      .where({ subscription_id: order.subscription_id, period_number: 2 })
      .first();
    expect(next.status).toBe('PAID');
    expect(await chargesAt(gateway)).toHaveLength(2);
  });

  it('refunds in parts; a refund whose answer was lost is made once', async () => {
    const { payment } = await paidOrder();
    const admin = await t.login('sakura');
    const refund = (amount: number) =>
      admin.post(`/api/admin/transactions/${String(payment.id)}/refund`).send({ amount });
    loseAnswer(gateway, 'refund');
    expect((await refund(300)).body.status).toBe(Status.gatewayError);
    expect((await refund(200)).status).toBe(200);
    expect(await chargesAt(gateway)).toEqual([{ amount: 1100, refunded: 500 }]);
    const row = await t.db('payments').where({ id: payment.id }).first();
    expect(Number(row.refunded_amount)).toBe(500);
    expect((await refund(600)).status).toBe(200);
    expect(await chargesAt(gateway)).toEqual([{ amount: 1100, refunded: 1100 }]);
  });

  it('a timeout after the charge went through: no lost and no double order (reconciled by search)', async () => {
    await sellThrough(t, gateway);
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    loseAnswer(gateway, 'charge');
    const lost = await confirmOrder(reader, orderId, { token: await tokenFor(t, fakes, gateway) });
    expect(lost.body.status).toBe(Status.gatewayError);
    expect(await chargesAt(gateway)).toHaveLength(1);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PENDING');
    expect(await t.ctx.orders.reconciliation.run()).toBe(1);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PAID');
    const again = await confirmOrder(reader, orderId).expect(200);
    expect(again.body.data.result).toBe('OK');
    expect(await chargesAt(gateway)).toEqual([{ amount: 1100, refunded: 0 }]);
  });
});
