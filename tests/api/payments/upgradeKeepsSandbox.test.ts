import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../../migrations/20261208400100_keep_sandbox_for_selling_tenants';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import {
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
} from '../subscriptions/support';

// The upgrade that made "not set up" the default (issue 30, item 4) stores SANDBOX for the
// tenants that relied on the old default and already sell, and for no one else.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const paymentRow = (companyId: string) =>
  t.db('tenant_settings').where({ company_id: companyId, kind: 'payment' }).first();
const history = (companyId: string) =>
  t
    .db('tenant_settings_history')
    .where({ company_id: companyId, kind: 'payment' })
    .orderBy('version')
    .select('version', 'action', 'data');

/** A company straight in the database (as an older release left it), with one plan. */
async function company(plan: { price: number; discountPrice?: number; isPublished: boolean }) {
  const id = randomUUID();
  const at = t.clock.now().toISOString();
  await t.db('companies').insert({
    id,
    name: `Old ${id.slice(0, 6)}`,
    email: null,
    account_type: 'EMAIL',
    max_content: 1,
    max_user: 1,
    status: 'ACTIVE',
    domain_type: 'PATH',
    path: `old-${id.slice(0, 8)}`,
    domain: null,
    created_at: at,
    updated_at: at,
  });
  await t.db('subscription_plans').insert({
    id: randomUUID(),
    company_id: id,
    name: 'Plan',
    price: plan.price,
    discount_price: plan.discountPrice ?? null,
    duration: 1,
    duration_type: 'MONTH',
    description: '',
    is_published: plan.isPublished,
    created_at: at,
    updated_at: at,
  });
  return id;
}

describe('the upgrade to "not set up" as the default', () => {
  it('keeps selling tenants on the sandbox, and leaves the others and every stored choice', async () => {
    // sakura took a sandbox payment, then its plan was unpublished and its payment settings
    // were never saved (the old default): the payment alone keeps it on the sandbox.
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
    await t.db('subscription_plans').update({ is_published: false });
    await t.db('tenant_settings').where({ kind: 'payment' }).delete();
    await t.db('tenant_settings_history').where({ kind: 'payment' }).delete();
    // aozora saved a document without the gateway field (a partial save), and sells a plan.
    await t.db('tenant_settings').insert({
      company_id: t.fixtures.aozora.id,
      kind: 'payment',
      data: JSON.stringify({ isTestMode: false }),
      version: 3,
      updated_at: t.clock.now().toISOString(),
      updated_by: null,
    });
    await t.db('subscription_plans').insert({
      id: randomUUID(),
      company_id: t.fixtures.aozora.id,
      name: 'Aozora monthly',
      price: 800,
      duration: 1,
      duration_type: 'MONTH',
      description: '',
      is_published: true,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    const paidPlan = await company({ price: 55_000, isPublished: true });
    const freeOnly = await company({ price: 500, discountPrice: 0, isPublished: true });
    const unpublished = await company({ price: 55_000, isPublished: false });
    const explicit = await company({ price: 55_000, isPublished: true });
    const choice = { paymentGateway: 'VERITRANS', merchantCcid: 'A100' };
    await t.db('tenant_settings').insert({
      company_id: explicit,
      kind: 'payment',
      data: JSON.stringify(choice),
      version: 1,
      updated_at: t.clock.now().toISOString(),
      updated_by: null,
    });

    await up(t.db);

    expect(JSON.parse((await paymentRow(t.fixtures.sakura.id)).data)).toEqual({
      paymentGateway: 'SANDBOX',
    });
    expect(await history(t.fixtures.sakura.id)).toEqual([
      { version: 1, action: 'update', data: '{"paymentGateway":"SANDBOX"}' },
    ]);
    const aozora = await paymentRow(t.fixtures.aozora.id);
    expect([JSON.parse(aozora.data), Number(aozora.version)]).toEqual([
      { isTestMode: false, paymentGateway: 'SANDBOX' },
      4,
    ]);
    expect(JSON.parse((await paymentRow(paidPlan)).data).paymentGateway).toBe('SANDBOX');
    expect(await paymentRow(freeOnly)).toBeUndefined();
    expect(await paymentRow(unpublished)).toBeUndefined();
    expect(JSON.parse((await paymentRow(explicit)).data)).toEqual(choice);
    expect(await history(explicit)).toEqual([]);

    // Run again, it finds nothing left to do.
    await up(t.db);
    expect(await history(t.fixtures.sakura.id)).toHaveLength(1);
    expect(Number((await paymentRow(t.fixtures.aozora.id)).version)).toBe(4);
  });
});
