import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import { LEARNING } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import { DAY_MS, createPlan, openOrder, runRenewals, sakuraReader } from '../subscriptions/support';
import { useGatewayApp } from './support';

/**
 * The learning-service payment over real HTTP against the local fake: order-receive, the
 * service's page, get-info, confirm-order; a cancelled payment; renewals charged against the
 * periodic payment; a refund; and the tenant's client credentials checked by verify.
 */
let t: TestApp;
let fakes: FakeGateways;
const ORIGIN = 'http://127.0.0.1';

useGatewayApp(async (app, started) => {
  t = app;
  fakes = started;
  const admin = await t.login('sakura');
  const company = (await admin.get('/api/admin/settings/company').expect(200)).body.data;
  await admin
    .put('/api/admin/settings/company')
    .send({
      data: {
        ...company,
        serviceName: { ja: 'さくら文庫', en: 'Sakura Library' },
        learningIdClientId: LEARNING.clientId,
        learningIdClientSecret: LEARNING.clientSecret,
        learningIdServiceCode: LEARNING.serviceCode,
      },
    })
    .expect(200);
  await admin
    .put('/api/admin/settings/payment')
    .send({ data: { paymentGateway: 'LEARNING_ID' } })
    .expect(200);
});

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** order-receive, then the learner's answer on the service's page; answers where it went. */
async function payAtService(reader: Reader, orderId: string, answer: 'pay' | 'cancel') {
  const received = await reader
    .v1('post', '/learning-payment/order-receive')
    .set('Host', '127.0.0.1')
    .send({
      order_id: orderId,
      redirect_url: `${ORIGIN}/sakura/learning-payment/processing`,
      state: 'st-123',
    });
  expect(received.status).toBe(200);
  const { gid_order_no: gid, redirect_url: page } = received.body.data;
  expect(page).toBe(`${fakes.learning.url}/pay/${gid}`);
  expect((await fetch(page)).status).toBe(200);
  const back = await fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `answer=${answer}`,
    redirect: 'manual',
  });
  return { gid: String(gid), location: back.headers.get('location') ?? '' };
}

describe('learning-service payment', () => {
  it('order-receive → the service’s page → processing → get-info → confirm-order pays the order once', async () => {
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const { gid, location } = await payAtService(reader, orderId, 'pay');
    expect(location).toBe(
      `${ORIGIN}/sakura/learning-payment/processing?state=st-123&gid_order_no=${gid}`,
    );
    const info = await reader
      .v1('get', `/learning-payment/get-info?gid_order_no=${gid}`)
      .expect(200);
    expect(info.body.data).toMatchObject({ gid_order_no: gid, status: 'PAID', amount: 1100 });
    const periodic = info.body.data.periodic_payment_id as string;
    expect(periodic).toMatch(/^P/);
    const confirmed = await reader
      .v1('post', '/learning-payment/confirm-order')
      .send({ gid_order_no: gid, periodic_payment_id: periodic });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      result: 'OK',
      order: { status: 'PAID' },
      subscription: { status: 'ACTIVE' },
    });
    // A second confirm changes nothing.
    await reader
      .v1('post', '/learning-payment/confirm-order')
      .send({ gid_order_no: gid })
      .expect(200);
    const payments = await t.db('payments').where({ order_id: orderId });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', gateway: 'learning', charge_id: gid });

    // The next period is charged against the periodic payment, off-session.
    const order = await t.db('orders').where({ id: orderId }).first();
    t.clock.advance(32 * DAY_MS);
    await runRenewals(t);
    const next = await t
      .db('orders')
      .where({ subscription_id: order.subscription_id, period_number: 2 })
      .first();
    expect(next.status).toBe('PAID');
    expect([...fakes.learning.charges.values()].map((c) => [c.amount, c.status])).toEqual([
      [1100, 'PAID'],
      [1100, 'PAID'],
    ]);

    // An admin refunds the first payment through the service, once.
    const admin = await t.login('sakura');
    const refund = await admin
      .post(`/api/admin/transactions/${String(payments[0].id)}/refund`)
      .send({ amount: 500 });
    expect(refund.status).toBe(200);
    expect(fakes.learning.charges.get(gid)?.refundedAmount).toBe(500);
  });

  it('a payment cancelled at the service goes to the error route, and confirm says it failed (857)', async () => {
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const { gid, location } = await payAtService(reader, orderId, 'cancel');
    expect(location).toBe(`${ORIGIN}/sakura/learning-payment/error`);
    const confirmed = await reader
      .v1('post', '/learning-payment/confirm-order')
      .send({ gid_order_no: gid });
    expect(confirmed.body.status).toBe(Status.paymentFailed);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PENDING');
    // Another reader cannot read or confirm it (867), and a foreign return URL is refused.
    const other = await sakuraReader(t);
    const foreign = await other.v1('get', `/learning-payment/get-info?gid_order_no=${gid}`);
    expect(foreign.body.status).toBe(Status.orderNotFound);
    const elsewhere = await reader
      .v1('post', '/learning-payment/order-receive')
      .send({ order_id: orderId, redirect_url: 'https://evil.example/steal' });
    expect(elsewhere.status).toBe(400);
  });

  it('a free period starts at confirm without a charge; the first charge comes at its end', async () => {
    const plan = await createPlan(t, { price: 1000, numberFreeTerm: 7 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const { gid } = await payAtService(reader, orderId, 'pay');
    const confirmed = await reader
      .v1('post', '/learning-payment/confirm-order')
      .send({ gid_order_no: gid });
    expect(confirmed.body.data.subscription.status).toBe('ACTIVE');
    expect(fakes.learning.charges.size).toBe(0);
    t.clock.advance(8 * DAY_MS);
    await runRenewals(t);
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PAID');
    expect([...fakes.learning.charges.values()].map((c) => c.amount)).toEqual([1100]);
  });

  it('verify tells the service refusing the tenant’s client (843) from a service that does not answer (859)', async () => {
    const admin = await t.login('sakura');
    const ok = await admin.post('/api/admin/settings/payment/verify').send({ data: {} });
    expect(ok.body).toEqual({ gateway: 'learning', result: 'accepted' });
    fakes.learning.faults.inject({
      operation: 'GET /payments/charges',
      when: 'before',
      error: '5xx',
    });
    const down = await admin.post('/api/admin/settings/payment/verify').send({ data: {} });
    expect(down.body.status).toBe(Status.paymentServiceUnreachable);
    const company = (await admin.get('/api/admin/settings/company')).body.data;
    await admin
      .put('/api/admin/settings/company')
      .send({ data: { ...company, learningIdClientSecret: 'not-the-secret' } })
      .expect(200);
    const refused = await admin.post('/api/admin/settings/payment/verify').send({ data: {} });
    expect(refused.body.status).toBe(Status.paymentSettingsRejected);
    expect(JSON.stringify(refused.body)).not.toContain('not-the-secret');
    await admin
      .put('/api/admin/settings/company')
      .send({ data: { ...company, learningIdClientSecret: LEARNING.clientSecret } })
      .expect(200);
  });
});
