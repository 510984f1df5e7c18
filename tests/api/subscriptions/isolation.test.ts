import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import {
  cardToken,
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
  sakuraReader,
  useCommerceApp,
} from './support';

// The tenant-isolation walk of the commerce endpoints (issue 11): everything a sakura reader
// bought, and the plan, coupon and discount ordinal behind it, asked for by aozora's reader
// and aozora's admin with sakura's ids, and by sakura's own session sent to aozora's site.
// Each answer must refuse and carry nothing of sakura's; the purchase must be untouched.

let t: TestApp;
useCommerceApp((app) => (t = app));

const MARK = 'Sakura-only plan q7x';
const COUPON = 'SAKURAONLY7';

/** A paid sakura purchase and every id it left behind. */
async function sakuraPurchase() {
  const plan = await createPlan(t, { name: MARK });
  const coupon = await createCoupon(t, { code: COUPON });
  const admin = await t.login('sakura');
  const ordinal = await admin
    .post('/api/admin/discount-ordinals')
    .send({ subscriptionPlanId: plan.id, ordinal: 2, discountPercent: 5 })
    .expect(201);
  const reader = await sakuraReader(t);
  const orderId = await openOrder(reader, plan.id, COUPON);
  await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
  const subscription = await t.db('subscriptions').where({ user_id: reader.id }).first();
  const payment = await t.db('payments').where({ order_id: orderId }).first();
  const notification = await t.db('notifications').where({ user_id: reader.id }).first();
  expect(subscription && payment && notification).toBeTruthy();
  // The ids are live: their owner reaches each (so a refusal below is the tenant's wall).
  for (const path of [
    `/subscription-plan/public/${plan.id}`,
    `/subscription-plan/user/registered/${subscription.id}`,
    `/transaction/detail/${payment.id}`,
    `/notification/public/detail/${notification.id}`,
  ]) {
    const own = await reader.v1('get', path);
    expect([own.status, own.body.status], path).toEqual([200, 200]);
  }
  for (const path of [
    `/api/admin/plans/${plan.id}`,
    `/api/admin/coupons/${coupon.id}`,
    `/api/admin/discount-ordinals/${ordinal.body.id}`,
    `/api/admin/transactions/${payment.id}`,
  ]) {
    expect((await admin.get(path)).status, path).toBe(200);
  }
  return {
    plan,
    coupon,
    ordinalId: String(ordinal.body.id),
    reader,
    orderId,
    subscriptionId: String(subscription.id),
    paymentId: String(payment.id),
    notificationId: String(notification.id),
  };
}

type Purchase = Awaited<ReturnType<typeof sakuraPurchase>>;

/** Nothing of sakura's purchase in an answer: no id, plan name or coupon code. */
function expectNothingOf(purchase: Purchase, res: Response, call: string) {
  const body = JSON.stringify(res.body ?? res.text);
  const secrets = [
    MARK,
    COUPON,
    purchase.plan.id,
    purchase.coupon.id,
    purchase.ordinalId,
    purchase.orderId,
    purchase.subscriptionId,
    purchase.paymentId,
    purchase.notificationId,
  ];
  for (const secret of secrets) {
    expect(body.includes(secret), `${call} answered sakura's ${secret}`).toBe(false);
  }
  expect(res.status, `${call} answered ${res.status}`).toBeLessThan(500);
}

/** A refusal: an HTTP error, or the v1 envelope's own non-200 status. */
function expectRefused(res: Response, call: string) {
  const refused = res.status >= 400 || (res.body?.status !== undefined && res.body.status !== 200);
  expect(refused, `${call} was not refused (${res.status} ${JSON.stringify(res.body)})`).toBe(true);
}

describe('commerce endpoints across tenants', () => {
  it('give aozora’s reader nothing of a sakura purchase, by id or in lists', async () => {
    const purchase = await sakuraPurchase();
    const stranger = await createReader(t, t.fixtures.aozora.id);
    const v1 = (method: 'get' | 'post' | 'put' | 'delete', path: string) => {
      const agent = t.anonymous();
      return agent[method](`/api/v1${path}`)
        .set('Host', hosts.aozora)
        .set('X-Access-Token', stranger.token);
    };
    const { plan, subscriptionId, paymentId, notificationId, orderId } = purchase;

    const byId: [string, () => Promise<Response>][] = [
      ['plan detail', () => v1('get', `/subscription-plan/public/${plan.id}`)],
      [
        'register the plan',
        () =>
          v1('post', '/subscription-plan/user/register').send({ subscription_plan_id: plan.id }),
      ],
      [
        'registered detail',
        () => v1('get', `/subscription-plan/user/registered/${subscriptionId}`),
      ],
      [
        'cancel the registration',
        () => v1('delete', `/subscription-plan/user/cancel/registered/${subscriptionId}`),
      ],
      [
        'price the coupon',
        () => v1('get', `/manage-coupon/user/get?code=${COUPON}&subscription_plan_id=${plan.id}`),
      ],
      [
        'pay the order',
        async () =>
          v1('post', '/veritrans/confirm-order').send({
            order_id: orderId,
            token: await cardToken(t),
          }),
      ],
      ['payment detail', () => v1('get', `/transaction/detail/${paymentId}`)],
      ['notification detail', () => v1('get', `/notification/public/detail/${notificationId}`)],
    ];
    for (const [call, send] of byId) {
      const res = await send();
      expectRefused(res, call);
      expectNothingOf(purchase, res, call);
    }

    const lists: [string, string][] = [
      ['plans on offer', '/subscription-plan/public/user/page'],
      ['registered plans', '/subscription-plan/user/registered/page'],
      ['payment history', '/transaction/page'],
      ['notifications', '/notification/public/page'],
    ];
    for (const [call, path] of lists) {
      const res = await v1('get', path);
      expect(res.status, call).toBe(200);
      expectNothingOf(purchase, res, call);
    }
    const marked = await v1('put', '/notification/update/').send({ ids: [notificationId] });
    expectNothingOf(purchase, marked, 'mark read');

    // Untouched: still active, paid, unread.
    const subscription = await t.db('subscriptions').where({ id: subscriptionId }).first();
    expect(subscription.status).toBe('ACTIVE');
    expect((await t.db('orders').where({ id: orderId }).first()).status).toBe('PAID');
    const notification = await t.db('notifications').where({ id: notificationId }).first();
    expect(notification.read_at ?? null).toBeNull();
  });

  it('do not take a sakura session on aozora’s site', async () => {
    const purchase = await sakuraPurchase();
    for (const path of [
      '/subscription-plan/user/registered/page',
      `/subscription-plan/user/registered/${purchase.subscriptionId}`,
      '/transaction/page',
      '/notification/public/page',
    ]) {
      const res = await t
        .anonymous()
        .get(`/api/v1${path}`)
        .set('Host', hosts.aozora)
        .set('X-Access-Token', purchase.reader.token);
      expect(res.status, path).toBe(401);
      expectNothingOf(purchase, res, path);
    }
  });

  it('give aozora’s admin nothing of sakura’s plans, coupons, ordinals and payments', async () => {
    const purchase = await sakuraPurchase();
    const admin = await t.login('aozora');
    const byId: [string, () => Promise<Response>][] = [
      ['plan', () => admin.get(`/api/admin/plans/${purchase.plan.id}`)],
      ['plan update', () => admin.put(`/api/admin/plans/${purchase.plan.id}`).send({ name: 'x' })],
      ['plan delete', () => admin.delete(`/api/admin/plans/${purchase.plan.id}`)],
      ['coupon', () => admin.get(`/api/admin/coupons/${purchase.coupon.id}`)],
      ['coupon delete', () => admin.delete(`/api/admin/coupons/${purchase.coupon.id}`)],
      ['ordinal', () => admin.get(`/api/admin/discount-ordinals/${purchase.ordinalId}`)],
      ['payment', () => admin.get(`/api/admin/transactions/${purchase.paymentId}`)],
      ['refund', () => admin.post(`/api/admin/transactions/${purchase.paymentId}/refund`).send({})],
      ['dashboard', () => admin.get(`/api/admin/dashboard?companyId=${t.fixtures.sakura.id}`)],
      ['onboarding', () => admin.get(`/api/admin/onboarding?companyId=${t.fixtures.sakura.id}`)],
      // Subscribers (issue 31): the subscription, its reader's profile and notes, its acts.
      ['subscription', () => admin.get(`/api/admin/subscriptions/${purchase.subscriptionId}`)],
      [
        'cancel',
        () =>
          admin
            .post(`/api/admin/subscriptions/${purchase.subscriptionId}/cancel`)
            .send({ when: 'now' }),
      ],
      [
        'complimentary access',
        () =>
          admin
            .post('/api/admin/subscriptions')
            .send({ userId: purchase.reader.id, planId: purchase.plan.id, days: 30 }),
      ],
      ['profile', () => admin.get(`/api/admin/subscribers/${purchase.reader.id}`)],
      [
        'note',
        () => admin.post(`/api/admin/subscribers/${purchase.reader.id}/notes`).send({ body: 'x' }),
      ],
      [
        'receipt mail',
        () => admin.post(`/api/admin/transactions/${purchase.paymentId}/receipt-mail`),
      ],
    ];
    for (const [call, send] of byId) {
      const res = await send();
      expectRefused(res, call);
      expectNothingOf(purchase, res, call);
    }
    for (const path of [
      '/api/admin/plans',
      '/api/admin/coupons',
      '/api/admin/discount-ordinals',
      '/api/admin/transactions',
      '/api/admin/transactions/export',
      '/api/admin/dashboard',
      '/api/admin/subscriptions',
      '/api/admin/subscriptions/export',
    ]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expectNothingOf(purchase, res, path);
    }
    expect((await t.db('subscription_plans').where({ id: purchase.plan.id }).first()).name).toBe(
      MARK,
    );
    expect(await t.db('coupons').where({ id: purchase.coupon.id }).first()).toBeTruthy();
    expect(Number((await t.db('refunds').count({ n: '*' }).first())?.n)).toBe(0);
    const subscriptions = await t.db('subscriptions').where({ user_id: purchase.reader.id });
    expect(subscriptions.map((row) => row.status)).toEqual(['ACTIVE']);
    expect(await t.db('reader_notes')).toHaveLength(0);
  });

  it('give aozora’s admin nothing of sakura’s commerce through the v1 calls either', async () => {
    const purchase = await sakuraPurchase();
    // Sakura's own admin reaches them this way (so the refusals below are the tenant's wall).
    const owner = await t.login('sakura');
    for (const path of [
      `/manage-coupon/${purchase.coupon.id}`,
      `/discount-ordinal/${purchase.ordinalId}`,
    ]) {
      const own = await owner.get(`/api/v1${path}?path=sakura`);
      expect([own.status, own.body.status], path).toEqual([200, 200]);
    }
    const admin = await t.login('aozora');
    // On aozora's own site with sakura's ids, and aimed at sakura's path.
    const sites: [string, (path: string) => string, string | null][] = [
      ['aozora site', (path) => `/api/v1${path}`, hosts.aozora],
      ['sakura path', (path) => `/api/v1${path}${path.includes('?') ? '&' : '?'}path=sakura`, null],
    ];
    for (const [site, url, host] of sites) {
      const call = (method: 'get' | 'post', path: string) => {
        const request = admin[method](url(path));
        return host ? request.set('Host', host) : request;
      };
      const byId: [string, () => Promise<Response>][] = [
        ['coupon', () => call('get', `/manage-coupon/${purchase.coupon.id}`)],
        ['ordinal', () => call('get', `/discount-ordinal/${purchase.ordinalId}`)],
        [
          'coupon for the plan',
          () =>
            call('post', '/manage-coupon/add').send({
              data: { code: 'X1', subscriptionPlanId: purchase.plan.id },
            }),
        ],
        [
          'ordinal for the plan',
          () =>
            call('post', '/discount-ordinal/add').send({
              data: { subscriptionPlanId: purchase.plan.id, ordinal: 3, discountPercent: 5 },
            }),
        ],
      ];
      for (const [name, send] of byId) {
        const res = await send();
        expectRefused(res, `${site}: ${name}`);
        expectNothingOf(purchase, res, `${site}: ${name}`);
      }
      for (const path of ['/manage-coupon/page', '/manage-coupon', '/discount-ordinal/page']) {
        const res = await call('get', path);
        expectNothingOf(purchase, res, `${site}: ${path}`);
      }
    }
    // Nothing was added to sakura's plan.
    const ordinals = await t.db('discount_ordinals').where({ plan_id: purchase.plan.id });
    expect(ordinals).toHaveLength(1);
  });
});
