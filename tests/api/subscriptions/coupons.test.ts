import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { MAX_WRONG_COUPONS_PER_READER } from '../../../server/src/coupons/guesses';
import { clearCommerce, createCoupon, createPlan, sakuraReader } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(() => t.destroy());

describe('coupons in the admin API', () => {
  it('stores codes upper-cased, refuses a second one (833) and a limit below the uses', async () => {
    const coupon = await createCoupon(t, { code: 'spring10', numberOfUsages: 3 });
    expect(coupon).toMatchObject({ code: 'SPRING10', numberUsed: 0, numberOfUsages: 3 });
    const admin = await t.login('sakura');
    const dup = await admin
      .post('/api/admin/coupons')
      .send({ code: 'Spring10', discountPercent: 5, expiryDate: '2099-01-01' })
      .expect(400);
    expect(dup.body.status).toBe(833);
    const bad = await admin
      .post('/api/admin/coupons')
      .send({ code: 'a b', discountPercent: 101, expiryDate: '31/12/2099', numberOfUsages: 0 })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'code',
      'discountPercent',
      'expiryDate',
      'numberOfUsages',
    ]);
    await t.db('coupons').where({ id: coupon.id }).update({ number_used: 2 });
    const below = await admin
      .put(`/api/admin/coupons/${coupon.id}`)
      .send({ ...coupon, numberOfUsages: 1 })
      .expect(400);
    expect(below.body.errors.numberOfUsages).toMatch(/at least 2/);
    const unlimited = await admin
      .put(`/api/admin/coupons/${coupon.id}`)
      .send({ ...coupon, numberOfUsages: null })
      .expect(200);
    expect(unlimited.body).toMatchObject({ numberOfUsages: null, numberUsed: 2 });
  });

  it('answers the spec v1 calls: add (body in data), page, list and detail', async () => {
    const admin = await t.login('sakura');
    const added = await admin
      .post('/api/v1/manage-coupon/add?path=sakura')
      .send({ data: { code: 'V1CODE', discount_percent: 20, expiry_date: '2099-01-01' } })
      .expect(200);
    expect(added.body.data).toMatchObject({ code: 'V1CODE', discount_percent: 20 });
    const page = await admin.get('/api/v1/manage-coupon/page?path=sakura&page=1&size=10');
    expect(page.body.data).toMatchObject({ total_elements: 1, page_number: 1 });
    const all = await admin.get('/api/v1/manage-coupon?path=sakura').expect(200);
    expect(all.body.data).toHaveLength(1);
    const one = await admin.get(`/api/v1/manage-coupon/${added.body.data.id}?path=sakura`);
    expect(one.body.data.code).toBe('V1CODE');
    // A reader is not staff.
    const reader = await sakuraReader(t);
    expect((await reader.v1('get', '/manage-coupon/page')).status).toBe(403);
  });
  it('keeps each tenant to its own coupons and ordinals; service admins use the v1 calls', async () => {
    const coupon = await createCoupon(t, { code: 'SAKURAONLY' });
    const plan = await createPlan(t);
    const admin = await t.login('sakura');
    const ordinal = await admin
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal: 3, discountPercent: 10 })
      .expect(201);
    const aozora = await t.login('aozora');
    await aozora.get(`/api/admin/coupons/${coupon.id}`).expect(404);
    await aozora.put(`/api/admin/coupons/${coupon.id}`).send(coupon).expect(404);
    await aozora.get(`/api/admin/discount-ordinals/${ordinal.body.id}`).expect(404);
    const foreignPlan = await aozora
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal: 1, discountPercent: 10 })
      .expect(400);
    expect(Object.keys(foreignPlan.body.errors)).toEqual(['subscriptionPlanId']);
    const duplicate = await admin
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal: 3, discountPercent: 20 })
      .expect(400);
    expect(duplicate.body.status).toBe(836);
    const service = await t.login('service');
    const page = await service.get('/api/v1/manage-coupon/page?path=sakura').expect(200);
    expect(page.body.data.total_elements).toBe(1);
    await service.get(`/api/v1/discount-ordinal/${ordinal.body.id}?path=sakura`).expect(200);
  });
});

describe("the reader's coupon check", () => {
  it('answers the first order a plan and coupon make, computed by hand', async () => {
    const plan = await createPlan(t, { price: 1980 });
    await createCoupon(t, { code: 'TENOFF', discountPercent: 10 });
    const admin = await t.login('sakura');
    await admin
      .post('/api/v1/discount-ordinal/add?path=sakura')
      .send({ data: { subscription_plan_id: plan.id, ordinal: 1, discount_percent: 50 } })
      .expect(200);
    const reader = await sakuraReader(t);
    const res = await reader
      .v1('get', `/manage-coupon/user/get?code=tenoff&subscription_plan_id=${plan.id}`)
      .expect(200);
    // 1980 − 990 (ordinal 50%) − 99 (coupon 10% of 990) = 891; tax 89.1 → 89; total 980.
    expect(res.body.data).toMatchObject({
      code: 'TENOFF',
      discount_percent: 10,
      remaining_usages: null,
      charge: { base: 1980, ordinal_discount: 990, coupon_discount: 99, tax: 89, total: 980 },
    });
  });

  it('answers 835 for unknown and expired codes and 834 when every use is taken', async () => {
    const plan = await createPlan(t);
    // A coupon that has expired since (a past expiry is refused on create).
    const old = await createCoupon(t, { code: 'OLDCODE' });
    await t.db('coupons').where({ id: old.id }).update({ expiry_date: '2020-01-01' });
    await createCoupon(t, { code: 'ONCE', numberOfUsages: 1 });
    const first = await sakuraReader(t);
    const check = (reader: typeof first, code: string) =>
      reader.v1('get', `/manage-coupon/user/get?code=${code}`);
    expect((await check(first, 'NOSUCH')).body.status).toBe(835);
    expect((await check(first, 'OLDCODE')).body.status).toBe(835);
    expect((await check(first, 'ONCE')).body.status).toBe(200);
    // Registering with the coupon takes its only use: the next reader gets 834.
    const reg = await first
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id, coupon_code: 'once' })
      .expect(200);
    expect(reg.body.data.order).toMatchObject({ coupon_code: 'ONCE', total_amount: 990 });
    const second = await sakuraReader(t);
    expect((await check(second, 'ONCE')).body.status).toBe(834);
    const refused = await second
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id, coupon_code: 'ONCE' });
    expect(refused.body.status).toBe(834);
    expect(await t.db('subscriptions').where({ user_id: second.id }).first()).toBeUndefined();
    // Cancelling the unpaid registration gives the use back.
    await first
      .v1('delete', `/subscription-plan/user/cancel/registered/${reg.body.data.subscription.id}`)
      .expect(200);
    expect((await check(second, 'ONCE')).body.status).toBe(200);
  });

  it('lets the last use go to one of many racing registrations only', async () => {
    const plan = await createPlan(t);
    const coupon = await createCoupon(t, { code: 'LASTONE', numberOfUsages: 1 });
    const readers = await Promise.all(Array.from({ length: 8 }, () => sakuraReader(t)));
    const answers = await Promise.all(
      readers.map((reader) =>
        reader
          .v1('post', '/subscription-plan/user/register')
          .send({ subscription_plan_id: plan.id, coupon_code: 'LASTONE' }),
      ),
    );
    const statuses = answers.map((res) => res.body.status).sort();
    expect(statuses).toEqual([200, 834, 834, 834, 834, 834, 834, 834]);
    const row = await t.db('coupons').where({ id: coupon.id }).first();
    expect(Number(row.number_used)).toBe(1);
  });

  it('limits wrong codes per reader per hour (429), never right ones', async () => {
    const plan = await createPlan(t);
    await createCoupon(t, { code: 'RIGHT' });
    const guesser = await sakuraReader(t);
    const check = (reader: typeof guesser, code: string) =>
      reader.v1('get', `/manage-coupon/user/get?code=${code}`);
    for (let i = 0; i < MAX_WRONG_COUPONS_PER_READER + 5; i += 1) {
      expect((await check(guesser, 'RIGHT')).body.status).toBe(200);
    }
    for (let i = 0; i < MAX_WRONG_COUPONS_PER_READER; i += 1) {
      expect((await check(guesser, `GUESS${i}`)).body.status).toBe(835);
    }
    // Past the budget even a right code answers 429: a guess cannot be confirmed.
    const refused = await check(guesser, 'RIGHT');
    expect([refused.status, refused.body.status]).toEqual([429, 429]);
    expect((await check(guesser, 'GUESS99')).body.status).toBe(429);
    // A code sent with a registration is a try too.
    const register = await guesser
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id, coupon_code: 'GUESS100' });
    expect(register.body.status).toBe(429);
    // Another reader is not held back; the hour's end gives the budget back.
    expect((await check(await sakuraReader(t), 'RIGHT')).body.status).toBe(200);
    const later = new Date(t.clock.now().getTime() + 3 * 60 * 60 * 1000).toISOString();
    await t.db('sessions').where({ user_id: guesser.id }).update({ expires_at: later });
    t.clock.advance(60 * 60 * 1000);
    expect((await check(guesser, 'RIGHT')).body.status).toBe(200);
  });
});
