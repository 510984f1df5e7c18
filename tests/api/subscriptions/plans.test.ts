import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createGroup } from '../../support/contents';
import { clearCommerce, createPlan } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(() => t.destroy());

describe('plans in the admin API', () => {
  it('creates, lists, updates and deletes a plan with its content groups', async () => {
    const group = await createGroup(t, t.fixtures.sakura.id, { name: 'Novels' });
    const admin = await t.login('sakura');
    const created = await admin
      .post('/api/admin/plans')
      .send({
        name: 'Yearly',
        price: 12000,
        discountPrice: 9800,
        duration: 1,
        durationType: 'YEAR',
        numberFreeTerm: 29,
        contentGroupIds: [group.id],
        refCode: 'Y-1',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Yearly',
      price: 12000,
      discountPrice: 9800,
      numberFreeTerm: 29,
      isPublished: false,
      subscriptionContentGroups: [{ contentGroupId: group.id, contentGroupName: 'Novels' }],
    });
    const row = await t.db('subscription_plans').where({ id: created.body.id }).first();
    expect(row).toMatchObject({ company_id: t.fixtures.sakura.id, price: 12000, ref_code: 'Y-1' });

    const list = await admin.get('/api/admin/plans').expect(200);
    expect(list.headers['content-range']).toBe('plans 0-0/1');
    const updated = await admin
      .put(`/api/admin/plans/${created.body.id}`)
      .send({ ...created.body, name: 'Yearly plan', isPublished: true })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Yearly plan', isPublished: true });
    await admin.delete(`/api/admin/plans/${created.body.id}`).expect(200);
    expect(await t.db('subscription_plans').pluck('id')).toEqual([]);
    expect(await t.db('subscription_plan_groups').pluck('plan_id')).toEqual([]);
  });

  it('answers 880 for more than 29 free days, on create and update', async () => {
    const plan = await createPlan(t);
    const admin = await t.login('sakura');
    const body = { name: 'x', price: 1, duration: 1, durationType: 'DAY' };
    const create = await admin
      .post('/api/admin/plans')
      .send({ ...body, numberFreeTerm: 30, contentGroupIds: plan.contentGroupIds })
      .expect(400);
    expect(create.body).toMatchObject({
      status: 880,
      errors: { numberFreeTerm: expect.any(String) },
    });
    const update = await admin
      .put(`/api/admin/plans/${plan.id}`)
      .send({ ...plan, numberFreeTerm: 45 })
      .expect(400);
    expect(update.body.status).toBe(880);
    const v1 = await admin
      .post('/api/v1/subscription-plan/add?path=sakura')
      .send({ ...body, number_free_term: 30, content_group_ids: plan.contentGroupIds });
    expect(v1.body.status).toBe(880);
  });

  it('refuses bad fields, groups of another tenant and a discount above the price', async () => {
    const other = await createGroup(t, t.fixtures.aozora.id);
    const admin = await t.login('sakura');
    const res = await admin
      .post('/api/admin/plans')
      .send({ name: ' ', price: -1, duration: 0, durationType: 'WEEK', contentGroupIds: [] })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'contentGroupIds',
      'duration',
      'durationType',
      'name',
      'price',
    ]);
    const foreign = await admin
      .post('/api/admin/plans')
      .send({
        name: 'A',
        price: 100,
        discountPrice: 100,
        duration: 2000,
        durationType: 'MONTH',
        contentGroupIds: [other.id],
      })
      .expect(400);
    expect(Object.keys(foreign.body.errors).sort()).toEqual([
      'contentGroupIds',
      'discountPrice',
      'duration',
    ]);
    expect(foreign.body.errors.discountPrice).toBe(
      'The discount price must be lower than the price.',
    );
  });

  it("says a plan's field errors in the console's language (issue 30)", async () => {
    const other = await createGroup(t, t.fixtures.aozora.id);
    const plan = await createPlan(t, { refCode: 'TAKEN' });
    const admin = await t.login('sakura');
    const fields = { name: 'A', price: 100, discountPrice: 100, durationType: 'MONTH' };
    const japanese = (body: Record<string, unknown>, path = '/api/admin/plans') =>
      admin.post(path).set('Accept-Language', 'ja').send(body).expect(400);
    const bad = await japanese({ ...fields, duration: 2000, contentGroupIds: [other.id] });
    expect(bad.body.errors).toEqual({
      discountPrice: '割引価格は価格より低くしてください。',
      duration: 'この単位では1200以下にしてください。',
      contentGroupIds: 'この会社の通常のコンテンツグループを選んでください。',
    });
    const free = await japanese({ ...fields, numberFreeTerm: 30, duration: 1 });
    expect(free.body.errors.numberFreeTerm).toBe('無料日数は29日以内にしてください。');
    const taken = await japanese({
      ...fields,
      discountPrice: null,
      duration: 1,
      refCode: 'TAKEN',
      contentGroupIds: plan.contentGroupIds,
    });
    expect(taken.body.errors.refCode).toBe('この参照コードは別のプランで使われています。');
    const ordinal = await japanese(
      { subscriptionPlanId: 'no-such-plan', ordinal: 1, discountPercent: 10 },
      '/api/admin/discount-ordinals',
    );
    expect(ordinal.body.errors.subscriptionPlanId).toBe('この会社のプランを選んでください。');
  });

  it('saves a plan as long as each field allows: 10,000 characters of description, 200 groups', async () => {
    const groups = [];
    for (let i = 0; i < 200; i += 1) groups.push(await createGroup(t, t.fixtures.sakura.id));
    const description = '本棚の説明。'.repeat(1666) + 'ends';
    expect(description).toHaveLength(10_000);
    const admin = await t.login('sakura');
    const fields = {
      name: '年間プラン'.repeat(51),
      price: 12_000,
      duration: 1,
      durationType: 'YEAR',
      description,
      contentGroupIds: groups.map((group) => group.id),
    };
    const created = await admin.post('/api/admin/plans').send(fields).expect(201);
    const read = await admin.get(`/api/admin/plans/${created.body.id}`).expect(200);
    expect(read.body.description).toBe(description);
    expect(read.body.contentGroupIds).toHaveLength(200);
    // One character past a field's own limit names that field, and only it.
    const tooLong = await admin
      .post('/api/admin/plans')
      .send({ ...fields, description: `${description}x` })
      .expect(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['description']);
    const nul = await admin
      .post('/api/admin/plans')
      .send({ ...fields, refCode: 'A\u0000B' })
      .expect(400);
    expect(Object.keys(nul.body.errors)).toEqual(['refCode']);
  });

  it('lets a service admin (role 5) manage plans, coupons and ordinals and nothing else', async () => {
    const plan = await createPlan(t);
    const service = await t.login('service');
    await service.get('/api/admin/plans').expect(200);
    await service
      .put(`/api/admin/plans/${plan.id}`)
      .send({ ...plan, price: 1500 })
      .expect(200);
    const coupon = await service
      .post('/api/admin/coupons')
      .send({ code: 'ROLE5', discountPercent: 5, expiryDate: '2099-01-01' })
      .expect(201);
    await service.get(`/api/admin/coupons/${coupon.body.id}`).expect(200);
    await service
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal: 2, discountPercent: 50 })
      .expect(201);
    for (const path of ['/users', '/user-groups', '/ip-groups', '/contents', '/content-groups']) {
      const res = await service.get(`/api/admin${path}`);
      expect({ path, status: res.body.status }).toEqual({ path, status: 403 });
    }
    expect((await service.get('/api/admin/settings/header')).status).toBe(403);
    // Another tenant's admin sees none of it.
    const aozora = await t.login('aozora');
    expect((await aozora.get('/api/admin/plans')).body).toEqual([]);
    await aozora.get(`/api/admin/plans/${plan.id}`).expect(400);
  });

  it('archives instead of deleting a plan a reader has registered: no new sales, the subscription stays', async () => {
    const plan = await createPlan(t, { price: 0 });
    const unused = await createPlan(t, { name: 'Unused', price: 0 });
    const { sakuraReader } = await import('./support');
    const reader = await sakuraReader(t);
    await reader
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
    const admin = await t.login('sakura');
    const archived = await admin.delete(`/api/admin/plans/${plan.id}`).expect(200);
    expect(archived.body).toMatchObject({ id: plan.id, isPublished: false });
    expect(archived.body.archivedAt).toEqual(expect.any(String));
    const subscription = await t.db('subscriptions').where({ plan_id: plan.id }).first();
    expect(subscription.status).toBe('ACTIVE');
    // Not on offer, and not published again.
    const offered = await t
      .anonymous()
      .get('/api/v1/subscription-plan/public/user/page?path=sakura')
      .expect(200);
    expect(JSON.stringify(offered.body)).not.toContain(plan.id);
    const republish = await admin
      .put(`/api/admin/plans/${plan.id}`)
      .send({ ...archived.body, isPublished: true })
      .expect(400);
    expect(republish.body.errors).toHaveProperty('isPublished');
    // A plan nobody bought is really deleted.
    await admin.delete(`/api/admin/plans/${unused.id}`).expect(200);
    expect(await t.db('subscription_plans').where({ id: unused.id }).first()).toBeUndefined();
  });
});

describe('plans on offer (v1)', () => {
  it('lists published plans with tax-inclusive prices, by content group', async () => {
    const monthly = await createPlan(t, { price: 1235, discountPrice: 980 });
    await createPlan(t, { name: 'Hidden', isPublished: false });
    const other = await createPlan(t, { name: 'Other', price: 500 });
    const anonymous = t.anonymous();
    const page = await anonymous
      .get('/api/v1/subscription-plan/public/user/page?path=sakura')
      .expect(200);
    expect(page.body.data.total_elements).toBe(2);
    expect(page.body.data.content.map((p: { name: string }) => p.name)).toEqual([
      'Other',
      'Monthly',
    ]);
    expect(page.body.data.content[1]).toMatchObject({
      price: 1235,
      price_with_tax: 1359,
      discount_price: 980,
      discount_price_with_tax: 1078,
      is_registered: false,
      subscription_content_groups: [{ content_group_id: monthly.contentGroupIds[0] }],
    });
    const byGroup = await anonymous
      .get(
        `/api/v1/subscription-plan/public/user/page?path=sakura&contentGroupId=${other.contentGroupIds[0]}`,
      )
      .expect(200);
    expect(byGroup.body.data.content.map((p: { id: string }) => p.id)).toEqual([other.id]);
    const detail = await anonymous
      .get(`/api/v1/subscription-plan/public/${monthly.id}?path=sakura`)
      .expect(200);
    expect(detail.body.data).toMatchObject({ id: monthly.id, name: 'Monthly' });
    // Unpublished, unknown and other tenants' plans are 831.
    const hidden = (await t.db('subscription_plans').where({ name: 'Hidden' }).first()).id;
    for (const id of [hidden, 'nope', monthly.id]) {
      const tenant = id === monthly.id ? 'aozora.test' : undefined;
      const req = anonymous.get(
        `/api/v1/subscription-plan/public/${id}${tenant ? '' : '?path=sakura'}`,
      );
      if (tenant) req.set('Host', tenant);
      expect((await req).body.status).toBe(831);
    }
  });
});
