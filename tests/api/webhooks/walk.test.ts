import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import {
  DAY_MS,
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
} from '../subscriptions/support';
import { scheduleWebhooks } from '../../../server/src/webhooks';
import { ALL_SUBSCRIPTION_EVENTS, startReceiver, sweep, verifies } from './support';

/**
 * Issue 35's acceptance: a receiver started here gets every subscription event of a
 * purchase → renewal → failed renewal → cancel → refund walk through the real API, the
 * sandbox gateway and the renewal job; every signature verifies; it sees the retries after
 * answering 500 twice; and it never receives an event of the other tenant.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sakuraAdmin: TestAgent;
let aozoraAdmin: TestAgent;
let sakuraSecret = '';
let aozoraSecret = '';
let sakuraEndpointId = '';

beforeAll(async () => {
  receiver = await startReceiver();
  // The operator lets this one loopback port be called (as OUTBOUND_ALLOW_HOSTS would).
  t = await createTestApp({ outboundAllowHosts: [`127.0.0.1:${receiver.port}`] });
  sakuraAdmin = await t.login('sakura');
  aozoraAdmin = await t.login('aozora');
  const sakura = await sakuraAdmin
    .post('/api/admin/webhook-endpoints')
    .send({ url: receiver.url('/sakura'), eventTypes: ALL_SUBSCRIPTION_EVENTS })
    .expect(201);
  sakuraSecret = sakura.body.secret;
  sakuraEndpointId = sakura.body.id;
  const aozora = await aozoraAdmin
    .post('/api/admin/webhook-endpoints')
    .send({ url: receiver.url('/aozora'), eventTypes: ALL_SUBSCRIPTION_EVENTS })
    .expect(201);
  aozoraSecret = aozora.body.secret;
});
afterAll(async () => {
  await t.destroy();
  await receiver.close();
});

/** Fresh admin sessions (a session lasts an hour; the walk moves the clock by months). */
async function signIn() {
  sakuraAdmin = await t.login('sakura');
  aozoraAdmin = await t.login('aozora');
}

const to = (path: string) => receiver.received.filter((r) => r.path === path);
/** Each event once (retries and replays repeat its id), in the order first received. */
const eventsTo = (path: string) => {
  const seen = new Map<string, string>();
  for (const r of to(path)) if (!seen.has(r.id)) seen.set(r.id, r.type);
  return [...seen.values()];
};

describe('a tenant receiving its subscription events', () => {
  it('gets the whole walk signed, retried after two 500s, and nothing of the other tenant', async () => {
    // The other tenant's own events, which sakura's endpoint must never see: a complimentary
    // grant to an aozora reader.
    const aozoraGroup = await createGroup(t, t.fixtures.aozora.id);
    const aozoraPlan = await aozoraAdmin
      .post('/api/admin/plans')
      .send({
        name: 'Aozora monthly',
        price: 500,
        duration: 1,
        durationType: 'MONTH',
        contentGroupIds: [aozoraGroup.id],
        isPublished: true,
      })
      .expect(201);
    const aozoraReader = await createReader(t, t.fixtures.aozora.id);
    await aozoraAdmin
      .post('/api/admin/subscriptions')
      .send({ userId: aozoraReader.id, planId: aozoraPlan.body.id, days: 30 })
      .expect(201);

    // Purchase: the receiver is down twice, then answers.
    receiver.answer('/sakura', [500, 500]);
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const confirmed = await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(
      200,
    );
    const subscriptionId = confirmed.body.data.subscription.id as string;
    await sweep(t);
    expect(to('/sakura').map((r) => r.type)).toEqual(['subscription.created']);
    // Not yet due again: a sweep now sends nothing.
    await sweep(t);
    expect(to('/sakura')).toHaveLength(1);
    t.clock.advance(30_000);
    await sweep(t);
    t.clock.advance(5 * 60_000);
    await sweep(t);
    const created = to('/sakura');
    expect(created.map((r) => r.type)).toEqual(Array(3).fill('subscription.created'));
    // Retries carry the same message id and a fresh timestamp, each signed anew.
    expect(new Set(created.map((r) => r.id)).size).toBe(1);
    expect(new Set(created.map((r) => r.timestamp)).size).toBe(3);
    expect(created[0]!.data).toMatchObject({
      object: 'subscription',
      id: subscriptionId,
      status: 'ACTIVE',
      planId: plan.id,
      readerId: reader.id,
    });

    // The log shows the three tries: 500, 500, 200.
    const log = await sakuraAdmin
      .get('/api/admin/webhook-deliveries')
      .query({ filter: JSON.stringify({ endpointId: sakuraEndpointId }) })
      .expect(200);
    expect(log.body).toHaveLength(1);
    expect(log.body[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 3,
      eventType: 'subscription.created',
    });
    const one = await sakuraAdmin
      .get(`/api/admin/webhook-deliveries/${log.body[0].id}`)
      .expect(200);
    expect(one.body.tries.map((x: { responseStatus: number }) => x.responseStatus)).toEqual([
      500, 500, 200,
    ]);

    // Renewal: a month on, the renewal job charges the stored card.
    t.clock.advance(32 * DAY_MS);
    await runRenewals(t);
    await sweep(t);
    // Failed renewal: the card now declines renewals (as one that expired would).
    await t
      .db('sandbox_cards')
      .where({ customer_id: `cus_${reader.id}` })
      .update({ scenario: 'fails_on_renewal' });
    t.clock.advance(31 * DAY_MS);
    await runRenewals(t);
    await sweep(t);
    // Cancel: the reader cancels while past due.
    const again = await sakuraReader(t, reader);
    await again
      .v1('delete', `/subscription-plan/user/cancel/registered/${subscriptionId}`)
      .expect(200);
    await sweep(t);
    // Refund: the admin gives back the running (second) period's payment in full (signed in
    // again: two months went by on the app's clock).
    await signIn();
    const order2 = await t
      .db('orders')
      .where({ subscription_id: subscriptionId, period_number: 2 })
      .first();
    const payment = await t
      .db('payments')
      .where({ order_id: order2.id, status: 'succeeded' })
      .first();
    await sakuraAdmin.post(`/api/admin/transactions/${payment.id}/refund`).send({}).expect(200);
    await sweep(t);

    expect(eventsTo('/sakura')).toEqual([
      'subscription.created',
      'subscription.renewed',
      'subscription.payment_failed',
      'subscription.past_due',
      'subscription.cancel_scheduled',
      'subscription.refunded',
    ]);
    const last = to('/sakura').at(-1)!;
    expect(last.data).toMatchObject({ id: subscriptionId, status: 'REFUNDED' });
    // Every request to either endpoint verifies with its own secret, and only with it.
    for (const r of to('/sakura')) {
      expect(verifies(sakuraSecret, r), r.body).toBe(true);
      expect(verifies(aozoraSecret, r)).toBe(false);
    }
    for (const r of to('/aozora')) expect(verifies(aozoraSecret, r), r.body).toBe(true);
    // The other tenant got its own events only (the grant, and its end by the renewal run at
    // the thirty days' end), and sakura nothing of them.
    expect(eventsTo('/aozora')).toEqual(['subscription.created', 'subscription.cancelled']);
    const aozoraIds = new Set(to('/aozora').map((r) => r.data.id));
    expect(to('/sakura').some((r) => aozoraIds.has(r.data.id))).toBe(false);
    expect(to('/aozora').every((r) => r.data.readerId === aozoraReader.id)).toBe(true);
  });

  it('replays a delivery: the same message, signed anew, logged as a delivery of its own', async () => {
    await signIn();
    const [first] = (
      await sakuraAdmin
        .get('/api/admin/webhook-deliveries')
        .query({ sort: JSON.stringify(['createdAt', 'ASC']), range: '[0,0]' })
        .expect(200)
    ).body as { id: string; eventId: string }[];
    const before = to('/sakura').length;
    const replay = await sakuraAdmin
      .post(`/api/admin/webhook-deliveries/${first!.id}/replay`)
      .expect(201);
    expect(replay.body).toMatchObject({ replayOf: first!.id, status: 'PENDING' });
    await t.jobs.drain();
    const resent = to('/sakura').slice(before);
    expect(resent).toHaveLength(1);
    expect(resent[0]!.id).toBe(first!.eventId);
    expect(verifies(sakuraSecret, resent[0]!)).toBe(true);
    const logged = await sakuraAdmin
      .get(`/api/admin/webhook-deliveries/${replay.body.id}`)
      .expect(200);
    expect(logged.body).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
    // The other tenant cannot replay it, nor see it.
    await aozoraAdmin.post(`/api/admin/webhook-deliveries/${first!.id}/replay`).expect(404);
    await aozoraAdmin.get(`/api/admin/webhook-deliveries/${first!.id}`).expect(404);
  });

  it('an admin cancelling now sends subscription.cancelled', async () => {
    await signIn();
    const plan = await createPlan(t, { price: 800 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const res = await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
    const id = res.body.data.subscription.id as string;
    await sakuraAdmin
      .post(`/api/admin/subscriptions/${id}/cancel`)
      .send({ when: 'now' })
      .expect(200);
    await sweep(t);
    const mine = to('/sakura').filter((r) => r.data.id === id);
    expect(mine.map((r) => r.type)).toEqual(['subscription.created', 'subscription.cancelled']);
    expect(mine.every((r) => verifies(sakuraSecret, r))).toBe(true);
  });

  it("the process's own check queues a sweep when a delivery is due, with no sweep asked for", async () => {
    await signIn();
    const stop = scheduleWebhooks(t.jobs, t.ctx.webhooks.delivery, t.ctx.log, 20);
    t.jobs.start();
    try {
      const plan = await createPlan(t, { price: 900 });
      const reader = await sakuraReader(t);
      const orderId = await openOrder(reader, plan.id);
      const res = await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
      const id = res.body.data.subscription.id as string;
      const deadline = Date.now() + 10_000;
      while (!to('/sakura').some((r) => r.data.id === id) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(
        to('/sakura')
          .filter((r) => r.data.id === id)
          .map((r) => r.type),
      ).toEqual(['subscription.created']);
    } finally {
      stop();
    }
  });
});
