import { Status } from '@hondana/schemas/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import { createGroup } from '../../support/contents';
import { LEARNING } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import { sellThrough, useGatewayApp } from '../payments/support';
import type { Reader } from './planChangeSupport';
import {
  DAY_MS,
  changeTo,
  chargedAt,
  mayRead,
  renewAtPeriodEnd,
  subscribeByCard,
  subscriptionRow,
  thirtyDayPlan,
} from './planChangeSupport';
import {
  cardToken,
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
} from './support';

/**
 * Issue 30, item 6: the rules around a plan change, on the sandbox (docs/decisions.md "Plan
 * change"): who may change, at once during free days, a ¥0 upgrade, a dearer plan of another
 * period, and an upgrade order left unpaid, which holds nothing for long.
 */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
  t.clock.freeze();
});

beforeEach(() => sellThrough(t, 'SANDBOX'));

async function subscribed(planId: string) {
  const reader = await sakuraReader(t);
  const subscriptionId = await subscribeByCard(t, fakes, 'SANDBOX', reader, planId);
  return { reader, subscriptionId };
}

/** The status a refused change answered, after checking it wrote no order and moved nothing. */
async function refusal(reader: Reader, subscriptionId: string, planId: unknown) {
  const before = await subscriptionRow(t, subscriptionId);
  const orders = await t.db('orders').count('id as n').first();
  const res = await reader
    .v1('post', `/subscription-plan/user/registered/${subscriptionId}/changes`)
    .send({ subscription_plan_id: planId });
  expect(res.status, res.text).toBeGreaterThanOrEqual(400);
  expect(await subscriptionRow(t, subscriptionId)).toEqual(before);
  expect(await t.db('orders').count('id as n').first()).toEqual(orders);
  return res.body.status as number;
}

describe('a plan change', () => {
  it('is refused clearly: same or held plan 881, another tenant’s or unpublished 831, bad body 400, another reader’s 404', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000);
    const lite = await thirtyDayPlan(t, 'Lite', 500);
    const hidden = await createPlan(t, { name: 'Hidden', isPublished: false });
    const aozoraGroup = await createGroup(t, t.fixtures.aozora.id);
    const aozoraAdmin = await t.login('aozora');
    const foreign = await aozoraAdmin
      .post('/api/admin/plans')
      .send({
        name: 'Aozora',
        price: 900,
        duration: 1,
        durationType: 'MONTH',
        contentGroupIds: [aozoraGroup.id],
        isPublished: true,
      })
      .expect(201);
    const { reader, subscriptionId } = await subscribed(basic.id);
    await subscribeByCard(t, fakes, 'SANDBOX', reader, lite.id);

    expect(await refusal(reader, subscriptionId, basic.id)).toBe(Status.planAlreadyRegistered);
    expect(await refusal(reader, subscriptionId, lite.id)).toBe(Status.planAlreadyRegistered);
    expect(await refusal(reader, subscriptionId, foreign.body.id)).toBe(Status.planNotFound);
    expect(await refusal(reader, subscriptionId, hidden.id)).toBe(Status.planNotFound);
    expect(await refusal(reader, subscriptionId, 42)).toBe(Status.badRequest);
    const other = await sakuraReader(t);
    expect(await refusal(other, subscriptionId, lite.id)).toBe(Status.notFound);
  });

  it('is refused while the first payment is open (871), past due (857) and once cancelled (868)', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000);
    const premium = await thirtyDayPlan(t, 'Premium', 2000);
    const lite = await thirtyDayPlan(t, 'Lite', 500);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, premium.id);
    const pending = (await t.db('orders').where({ id: orderId }).first()).subscription_id;
    expect(await refusal(reader, pending, basic.id)).toBe(Status.paymentProcessing);

    const failing = await openOrder(reader, lite.id);
    const token = await cardToken(t, '4000000000000341');
    const paid = await confirmOrder(reader, failing, { token }).expect(200);
    const pastDue = String(paid.body.data.order.subscription_id);
    await renewAtPeriodEnd(t, pastDue);
    expect(await subscriptionRow(t, pastDue)).toMatchObject({ status: 'PAST_DUE' });
    const again = await sakuraReader(t, reader);
    expect(await refusal(again, pastDue, basic.id)).toBe(Status.paymentFailed);

    await again.v1('delete', `/subscription-plan/user/cancel/registered/${pastDue}`).expect(200);
    expect(await refusal(again, pastDue, basic.id)).toBe(Status.orderClosed);
  });

  it('lists every other published plan the reader does not hold, each quoted', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000);
    const lite = await thirtyDayPlan(t, 'Lite', 500);
    const premium = await thirtyDayPlan(t, 'Premium', 2000);
    const yearly = await createPlan(t, {
      name: 'Yearly',
      price: 10000,
      duration: 1,
      durationType: 'YEAR',
    });
    const { reader, subscriptionId } = await subscribed(basic.id);
    const options = await reader
      .v1('get', `/subscription-plan/user/registered/${subscriptionId}/changes`)
      .expect(200);
    expect(options.body.data).toMatchObject({ plan_id: basic.id, scheduled_change: null });
    const kinds = options.body.data.quotes.map((q: Record<string, unknown>) => [q.plan_id, q.kind]);
    // A dearer plan of another period length waits for the period's end too.
    expect(kinds).toEqual([
      [lite.id, 'SCHEDULED'],
      [premium.id, 'UPGRADE'],
      [yearly.id, 'SCHEDULED'],
    ]);
  });

  it('during free days is made at once for nothing: the first order re-priced with its coupon, due date kept', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000, { numberFreeTerm: 7 });
    const premium = await thirtyDayPlan(t, 'Premium', 2000);
    await createCoupon(t, { code: 'TENOFF', discountPercent: 10 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, basic.id, 'TENOFF');
    await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
    const before = await t.db('orders').where({ id: orderId }).first();
    const subscriptionId = String(before.subscription_id);
    t.clock.advance(2 * DAY_MS);
    const again = await sakuraReader(t, reader);

    const changed = await changeTo(again, subscriptionId, premium.id).expect(200);
    expect(changed.body.data).toMatchObject({ kind: 'IMMEDIATE', order: null });
    expect(changed.body.data.quote).toMatchObject({
      today: { total: 0 },
      next: { charge: { base: 2000, discount: 200, tax: 180, total: 1980 } },
    });
    const after = await t.db('orders').where({ id: orderId }).first();
    expect(after).toMatchObject({
      status: 'PENDING',
      plan_id: premium.id,
      base_amount: 2000,
      discount_amount: 200,
      tax_amount: 180,
      total_amount: 1980,
      coupon_code: 'TENOFF',
    });
    expect(new Date(after.due_at).getTime()).toBe(new Date(before.due_at).getTime());
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({ plan_id: premium.id });
    expect(await mayRead(again, premium.bookId)).toBe(true);
    expect(await chargedAt(t, fakes, 'SANDBOX')).toEqual([]);

    await renewAtPeriodEnd(t, subscriptionId);
    expect(await chargedAt(t, fakes, 'SANDBOX')).toEqual([1980]);
  });

  it('to a plan dearer by less than a yen for the rest of the period is made at once, charging nothing', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000);
    const plus = await thirtyDayPlan(t, 'Basic plus', 1001);
    const { reader, subscriptionId } = await subscribed(basic.id);
    t.clock.advance(DAY_MS);
    const again = await sakuraReader(t, reader);
    // 1 × 29 ÷ 30 rounds down to ¥0.
    const changed = await changeTo(again, subscriptionId, plus.id).expect(200);
    expect(changed.body.data).toMatchObject({ kind: 'IMMEDIATE', order: null });
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({ plan_id: plus.id });
    expect(await chargedAt(t, fakes, 'SANDBOX')).toEqual([1100]);
  });

  it('leaves an unpaid upgrade order holding nothing: replaced by the next change, closed by the expiry', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000);
    const lite = await thirtyDayPlan(t, 'Lite', 500);
    const premium = await thirtyDayPlan(t, 'Premium', 2000);
    const { reader, subscriptionId } = await subscribed(basic.id);
    const first = (await changeTo(reader, subscriptionId, premium.id).expect(200)).body.data.order;
    await changeTo(reader, subscriptionId, lite.id).expect(200);
    expect(await t.db('orders').where({ id: first.id }).first()).toMatchObject({
      status: 'CANCELLED',
    });
    expect((await confirmOrder(reader, first.id)).body.status).toBe(Status.orderClosed);

    const second = (await changeTo(reader, subscriptionId, premium.id).expect(200)).body.data.order;
    expect(await t.db('orders').where({ id: second.id }).first()).toMatchObject({
      change_number: 2,
    });
    // Promised to this subscription meanwhile: not to be registered apart.
    const register = (who: Reader) =>
      who.v1('post', '/subscription-plan/user/register').send({ subscription_plan_id: premium.id });
    expect((await register(reader)).body.status).toBe(Status.planAlreadyRegistered);

    t.clock.advance(25 * 3_600_000);
    await runRenewals(t);
    expect(await t.db('orders').where({ id: second.id }).first()).toMatchObject({
      status: 'CANCELLED',
    });
    const again = await sakuraReader(t, reader);
    expect((await confirmOrder(again, second.id)).body.status).toBe(Status.orderClosed);
    await register(again).expect(200);
    expect(await chargedAt(t, fakes, 'SANDBOX')).toEqual([1100]);
  });

  it('scheduled to a plan keeps that plan from a registration apart until cancelled', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000);
    const lite = await thirtyDayPlan(t, 'Lite', 500);
    const { reader, subscriptionId } = await subscribed(basic.id);
    await changeTo(reader, subscriptionId, lite.id).expect(200);
    const register = () =>
      reader.v1('post', '/subscription-plan/user/register').send({ subscription_plan_id: lite.id });
    expect((await register()).body.status).toBe(Status.planAlreadyRegistered);
    await reader
      .v1('delete', `/subscription-plan/user/registered/${subscriptionId}/changes`)
      .expect(200);
    await register().expect(200);
  });

  it('renewed by the learning service is refused with 843, saying why', async () => {
    const basic = await thirtyDayPlan(t, 'Basic', 1000);
    const premium = await thirtyDayPlan(t, 'Premium', 2000);
    await sellThroughLearning();
    const reader = await sakuraReader(t);
    const subscriptionId = await payByLearning(reader, await openOrder(reader, basic.id));
    const refused = await changeTo(reader, subscriptionId, premium.id);
    expect(refused.body).toMatchObject({
      status: Status.paymentSettingsRejected,
      errors: { gateway: 'learning' },
    });
    const listed = await reader.v1(
      'get',
      `/subscription-plan/user/registered/${subscriptionId}/changes`,
    );
    expect(listed.body.status).toBe(Status.paymentSettingsRejected);
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({ plan_id: basic.id });
  });
});

async function sellThroughLearning() {
  const admin = await t.login('sakura');
  const company = (await admin.get('/api/admin/settings/company').expect(200)).body.data;
  const learning = {
    serviceName: { ja: 'さくら文庫', en: 'Sakura Library' },
    learningIdClientId: LEARNING.clientId,
    learningIdClientSecret: LEARNING.clientSecret,
    learningIdServiceCode: LEARNING.serviceCode,
  };
  await admin
    .put('/api/admin/settings/company')
    .send({ data: { ...company, ...learning } })
    .expect(200);
  await admin
    .put('/api/admin/settings/payment')
    .send({ data: { paymentGateway: 'LEARNING_ID' } })
    .expect(200);
}

/** Pays the order on the learning service's page and confirms it; answers the subscription. */
async function payByLearning(reader: Reader, orderId: string) {
  const received = await reader
    .v1('post', '/learning-payment/order-receive')
    .set('Host', '127.0.0.1')
    .send({
      order_id: orderId,
      redirect_url: 'http://127.0.0.1/sakura/learning-payment/processing',
    })
    .expect(200);
  const { gid_order_no: gid, redirect_url: page } = received.body.data;
  await fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'answer=pay',
    redirect: 'manual',
  });
  const info = await reader.v1('get', `/learning-payment/get-info?gid_order_no=${gid}`).expect(200);
  const confirmed = await reader
    .v1('post', '/learning-payment/confirm-order')
    .send({ gid_order_no: gid, periodic_payment_id: info.body.data.periodic_payment_id })
    .expect(200);
  expect(confirmed.body.data.subscription.status).toBe('ACTIVE');
  return String(confirmed.body.data.order.subscription_id);
}
