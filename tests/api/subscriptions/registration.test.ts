import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { priceCharge, refundShare } from '../../../server/src/money';
import { chargeOfRow } from '../../../server/src/subscriptions';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { clearCommerce, createPlan, sakuraReader } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(() => t.destroy());

const DAY = 86_400_000;

describe('registering a plan', () => {
  it('opens a pending order with the figures stored for the payment flow', async () => {
    const plan = await createPlan(t, { price: 1235 });
    const reader = await sakuraReader(t);
    const res = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id, update_content_group: true })
      .expect(200);
    expect(res.body.data).toMatchObject({
      is_payment_required: true,
      update_content_group: true,
      subscription: { status: 'PENDING', subscription_plan_id: plan.id },
      order: { status: 'PENDING', period_number: 1, total_amount: 1359 },
    });
    const order = await t.db('orders').where({ id: res.body.data.order.id }).first();
    expect(order).toMatchObject({
      base_amount: 1235,
      discount_amount: 0,
      tax_amount: 124,
      total_amount: 1359,
      tax_rate_percent: 10,
      tax_rounding: 'half-up',
    });
    // Not registered until paid: the list of held plans stays empty.
    const page = await reader.v1('get', '/subscription-plan/user/registered/page').expect(200);
    expect(page.body.data.total_elements).toBe(0);
  });

  it('closes a ¥0 order at once; a second registration of the plan is 881', async () => {
    const plan = await createPlan(t, { price: 0, duration: 1, durationType: 'MONTH' });
    const reader = await sakuraReader(t);
    const first = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
    expect(first.body.data).toMatchObject({
      is_payment_required: false,
      subscription: { status: 'ACTIVE' },
      order: { status: 'PAID', total_amount: 0 },
    });
    expect(first.body.data.subscription.next_billing_date).toBeTruthy();
    const again = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(400);
    expect(again.body.status).toBe(881);
    const offered = await reader.v1('get', `/subscription-plan/public/${plan.id}`).expect(200);
    expect(offered.body.data.is_registered).toBe(true);
    const page = await reader.v1('get', '/subscription-plan/user/registered/page').expect(200);
    expect(page.body.data.content).toHaveLength(1);
  });

  it('lets one of many racing registrations of a plan through (881 for the rest)', async () => {
    const plan = await createPlan(t, { price: 0 });
    const reader = await sakuraReader(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        reader
          .v1('post', '/subscription-plan/user/register')
          .send({ subscription_plan_id: plan.id }),
      ),
    );
    const statuses = answers.map((res) => res.body.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(new Set(statuses.filter((s) => s !== 200))).toEqual(new Set([881]));
    const active = await t.db('subscriptions').where({ user_id: reader.id, status: 'ACTIVE' });
    expect(active).toHaveLength(1);
  });

  it('charges the first period after the free days of a first purchase only', async () => {
    const plan = await createPlan(t, { price: 1000, numberFreeTerm: 14 });
    const reader = await sakuraReader(t);
    const before = t.clock.now().getTime();
    const res = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
    const dueAt = new Date(res.body.data.order.due_at).getTime();
    expect(dueAt - before).toBeGreaterThanOrEqual(14 * DAY);
    expect(dueAt - before).toBeLessThan(14 * DAY + 60_000);
    expect(res.body.data.subscription.first_payment_expiry).toBe(res.body.data.order.due_at);
    // Once the reader has held the plan, the free days are spent.
    await t
      .db('subscriptions')
      .where({ user_id: reader.id })
      .update({ period_start: t.clock.now().toISOString(), status: 'CANCEL', open_key: null });
    const again = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
    expect(new Date(again.body.data.order.due_at).getTime() - t.clock.now().getTime()).toBeLessThan(
      60_000,
    );
    expect(again.body.data.subscription.first_payment_expiry).toBeNull();
  });

  it('replaces an unfinished registration rather than refusing it', async () => {
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const register = () =>
      reader.v1('post', '/subscription-plan/user/register').send({ subscription_plan_id: plan.id });
    const first = (await register().expect(200)).body.data;
    const second = (await register().expect(200)).body.data;
    expect(second.order.id).not.toBe(first.order.id);
    const old = await t.db('orders').where({ id: first.order.id }).first();
    expect(old.status).toBe('CANCELLED');
  });

  it('refuses bad bodies, unknown plans (831) and anonymous callers (401)', async () => {
    const reader = await sakuraReader(t);
    const bad = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: 5, coupon_code: {}, update_content_group: 'yes' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'coupon_code',
      'subscription_plan_id',
      'update_content_group',
    ]);
    const unknown = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: 'nope' });
    expect(unknown.body.status).toBe(831);
    await t
      .anonymous()
      .post('/api/v1/subscription-plan/user/register?path=sakura')
      .send({ subscription_plan_id: 'nope' })
      .expect(401);
  });
});

describe('cancelling', () => {
  it('keeps access to the end of the period and allows registering again', async () => {
    const plan = await createPlan(t, { price: 0, duration: 7, durationType: 'DAY' });
    const reader = await sakuraReader(t);
    const reg = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
    const id = reg.body.data.subscription.id;
    const cancelled = await reader
      .v1('delete', `/subscription-plan/user/cancel/registered/${id}`)
      .expect(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCEL',
      next_billing_date: null,
      usage_end_date: reg.body.data.subscription.usage_end_date,
    });
    expect(cancelled.body.data.cancel_date).toBeTruthy();
    const detail = await reader.v1('get', `/subscription-plan/user/registered/${id}`).expect(200);
    expect(detail.body.data.status).toBe('CANCEL');
    // Another reader cannot see or cancel it.
    const other = await sakuraReader(t);
    await other.v1('delete', `/subscription-plan/user/cancel/registered/${id}`).expect(404);
    await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
  });

  it('drops the pending first order of a free period: nothing will be charged', async () => {
    const plan = await createPlan(t, { price: 1000, numberFreeTerm: 10 });
    const reader = await sakuraReader(t);
    const reg = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
    await reader
      .v1('delete', `/subscription-plan/user/cancel/registered/${reg.body.data.subscription.id}`)
      .expect(200);
    const orders = await t.db('orders').where({ user_id: reader.id }).pluck('status');
    expect(orders).toEqual(['CANCELLED']);
  });
});

describe('the stored money', () => {
  it('reads back as the charge it was, so a refund reproduces its figures', async () => {
    const plan = await createPlan(t, { price: 777 });
    const admin = await t.login('sakura');
    await admin
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal: 1, discountPercent: 33 })
      .expect(201);
    await admin
      .post('/api/admin/coupons')
      .send({ code: 'TWENTY', discountPercent: 20, expiryDate: '2099-12-31' })
      .expect(201);
    const reader = await sakuraReader(t);
    const res = await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id, coupon_code: 'twenty' })
      .expect(200);
    const row = await t.db('orders').where({ id: res.body.data.order.id }).first();
    const stored = chargeOfRow(row);
    // By hand (decisions.md): 777 − 256 (33%) − 104 (20% of 521) = 417; tax 41.7 → 42; 459.
    expect(stored).toEqual(priceCharge({ base: 777, ordinalPercent: 33, couponPercent: 20 }));
    expect(stored).toMatchObject({ discount: 360, tax: 42, total: 459 });
    expect(refundShare(stored, 0, stored.total)).toEqual({ amount: 459, tax: 42, net: 417 });
  });
});
