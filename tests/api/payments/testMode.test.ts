import { randomUUID } from 'node:crypto';
import { fieldMessages } from '@hondana/schemas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createGroup } from '../../support/contents';
import { VERITRANS } from '../../support/gateways';
import { createReader } from '../../support/readers';
import { readShellConfig } from '../../support/shell';

// Test mode apart from live (issue 30, item 4): a tenant created by the system admin sells
// nothing until its payments are set up, and says which mode it sells in, never how.

let t: TestApp;
let system: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  system = await t.login('system');
});
afterAll(() => t.destroy());

const notSetUp = fieldMessages.paymentsNotSetUp;

/** A tenant as the system admin creates it (its Payment page never opened), and a group. */
async function newTenant() {
  const path = `shop-${randomUUID().slice(0, 8)}`;
  const created = await system
    .post('/api/admin/companies')
    .send({
      name: `Shop ${path}`,
      email: `${path}@example.com`,
      domainType: 'PATH',
      path,
      accountType: 'EMAIL',
      maxContent: 5,
      maxUser: 5,
      status: 'ACTIVE',
    })
    .expect(201);
  const id = String(created.body.id);
  const group = await createGroup(t, id);
  const as = (url: string) => `${url}${url.includes('?') ? '&' : '?'}companyId=${id}`;
  const plan = (fields: Record<string, unknown> = {}) => ({
    name: 'Premium',
    price: 50_000,
    duration: 1,
    durationType: 'YEAR',
    contentGroupIds: [group.id],
    isPublished: true,
    ...fields,
  });
  return { id, path, as, plan };
}

type Tenant = Awaited<ReturnType<typeof newTenant>>;

const putPayment = (tenant: Tenant, data: Record<string, unknown>) =>
  system.put(tenant.as('/api/admin/settings/payment')).send({ data }).expect(200);

const plansOf = (companyId: string) =>
  t.db('subscription_plans').where({ company_id: companyId }).orderBy('name');

describe('a new tenant cannot publish a paid plan until its payments are set up', () => {
  it('is refused with 843 and a field message on isPublished, in the console language', async () => {
    const shop = await newTenant();
    const en = await system.post(shop.as('/api/admin/plans')).send(shop.plan()).expect(400);
    expect(en.body).toMatchObject({
      status: 843,
      message_key: 'api.error.843',
      errors: { isPublished: notSetUp.en },
    });
    expect(en.body.errors.isPublished).toContain('Settings → Payment');
    const ja = await system
      .post(shop.as('/api/admin/plans'))
      .set('Accept-Language', 'ja')
      .send(shop.plan())
      .expect(400);
    expect(ja.body.errors).toEqual({ isPublished: notSetUp.ja });
    // The spec's own call is refused the same way, its field in snake case.
    const v1 = await system
      .post(shop.as('/api/v1/subscription-plan/add'))
      .send({ ...shop.plan(), is_published: true })
      .expect(400);
    expect(v1.body).toMatchObject({ status: 843, errors: { is_published: notSetUp.en } });
    expect(await plansOf(shop.id)).toEqual([]);
  });

  it('refuses publishing a saved paid plan too, and keeps it unpublished', async () => {
    const shop = await newTenant();
    const draft = await system
      .post(shop.as('/api/admin/plans'))
      .send(shop.plan({ isPublished: false }))
      .expect(201);
    const res = await system
      .put(shop.as(`/api/admin/plans/${draft.body.id}`))
      .send(shop.plan({ name: 'Premium+' }))
      .expect(400);
    expect(res.body).toMatchObject({ status: 843, errors: { isPublished: notSetUp.en } });
    const [row] = await plansOf(shop.id);
    expect([row.name, Boolean(row.is_published)]).toEqual(['Premium', false]);
  });

  it('publishes a plan that charges nothing without any gateway', async () => {
    const shop = await newTenant();
    await system
      .post(shop.as('/api/admin/plans'))
      .send(shop.plan({ price: 0 }))
      .expect(201);
    await system
      .post(shop.as('/api/admin/plans'))
      .send(shop.plan({ name: 'Zero', discountPrice: 0 }))
      .expect(201);
    expect((await plansOf(shop.id)).map((row) => Boolean(row.is_published))).toEqual([true, true]);
  });

  it('publishes it once test mode is chosen, or a live gateway with its keys', async () => {
    const shop = await newTenant();
    await putPayment(shop, { paymentGateway: 'SANDBOX' });
    await system.post(shop.as('/api/admin/plans')).send(shop.plan()).expect(201);
    // A card gateway chosen without its keys is not set up.
    await putPayment(shop, { paymentGateway: 'VERITRANS', merchantCcid: VERITRANS.merchantCcid });
    const keyless = await system
      .post(shop.as('/api/admin/plans'))
      .send(shop.plan({ name: 'Second' }))
      .expect(400);
    expect(keyless.body.errors).toEqual({ isPublished: notSetUp.en });
    await putPayment(shop, { paymentGateway: 'VERITRANS', ...VERITRANS });
    await system
      .post(shop.as('/api/admin/plans'))
      .send(shop.plan({ name: 'Second' }))
      .expect(201);
    expect(await plansOf(shop.id)).toHaveLength(2);
  });
});

describe('card calls of a tenant that is not set up', () => {
  it('answer 843 and charge nothing', async () => {
    const shop = await newTenant();
    // A paid plan published before (as an upgrade could leave one), straight in the database.
    const planId = randomUUID();
    const at = t.clock.now().toISOString();
    await t.db('subscription_plans').insert({
      id: planId,
      company_id: shop.id,
      name: 'Old plan',
      price: 55_000,
      duration: 1,
      duration_type: 'YEAR',
      description: '',
      is_published: true,
      created_at: at,
      updated_at: at,
    });
    const reader = await createReader(t, shop.id);
    const v1 = (method: 'get' | 'post', path: string) =>
      t.anonymous()[method](`/api/v1${path}?path=${shop.path}`).set('X-Access-Token', reader.token);
    const config = await v1('get', '/payment/card-token-config').expect(400);
    expect(config.body.status).toBe(843);
    const order = await v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: planId })
      .expect(200);
    const confirm = await v1('post', '/veritrans/confirm-order')
      .send({ order_id: order.body.data.order.id, token: 'tok_anything' })
      .expect(400);
    expect(confirm.body.status).toBe(843);
    const charge = await v1('post', '/veritrans/charge')
      .send({ subscription_plan_id: planId, token: 'tok_anything' })
      .expect(400);
    expect(charge.body.status).toBe(843);
    expect(await t.db('payments').where({ company_id: shop.id })).toEqual([]);
    expect(await t.db('sandbox_charges').where('amount', 60_500)).toEqual([]);
  });
});

describe('the mode in the public configuration and the console', () => {
  it('is none, then test, then live, and never carries a key', async () => {
    const shop = await newTenant();
    const modes = async () => {
      const view = await t
        .anonymous()
        .get(`/api/v1/service-admin/public/view-settings?path=${shop.path}`)
        .expect(200);
      const shell = readShellConfig((await t.anonymous().get(`/${shop.path}/`).expect(200)).text);
      const staff = await system.get(shop.as('/api/admin/payment-mode')).expect(200);
      for (const text of [view.text, JSON.stringify(shell), staff.text]) {
        for (const key of Object.values(VERITRANS)) expect(text).not.toContain(key);
      }
      return [view.body.data.payment_mode, shell.paymentMode, staff.body.mode];
    };
    expect(await modes()).toEqual(['none', 'none', 'none']);
    await putPayment(shop, { paymentGateway: 'SANDBOX' });
    expect(await modes()).toEqual(['test', 'test', 'test']);
    // VeriTrans's dummy requests charge no card: test mode too.
    await putPayment(shop, { paymentGateway: 'VERITRANS', ...VERITRANS, isTestMode: true });
    expect(await modes()).toEqual(['test', 'test', 'test']);
    await putPayment(shop, { paymentGateway: 'VERITRANS', ...VERITRANS, isTestMode: false });
    expect(await modes()).toEqual(['live', 'live', 'live']);
    const staff = await system.get(shop.as('/api/admin/payment-mode')).expect(200);
    expect(staff.body).toEqual({ mode: 'live', gateway: 'VERITRANS' });
  });

  it('is told to the service admins who publish plans, and to no reader', async () => {
    const service = await t.login('service');
    const res = await service.get('/api/admin/payment-mode').expect(200);
    expect(res.body).toEqual({ mode: 'test', gateway: 'SANDBOX' });
    const reader = await createReader(t, t.fixtures.sakura.id);
    const anonymous = await t.anonymous().get('/api/admin/payment-mode');
    expect(anonymous.status).toBe(401);
    const asReader = await t
      .anonymous()
      .get('/api/admin/payment-mode')
      .set('X-Access-Token', reader.token);
    expect(asReader.status).toBeGreaterThanOrEqual(401);
    expect(asReader.status).toBeLessThan(500);
  });
});
