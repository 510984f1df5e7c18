import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import {
  cardToken,
  clearCommerce,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
} from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await clearCommerce(t);
  await clearContents(t);
});
afterAll(() => t.destroy());

/** A reader with one declined and one paid payment for a ¥1,000 plan. */
async function history() {
  const plan = await createPlan(t, { name: 'Monthly' });
  const reader = await sakuraReader(t);
  const orderId = await openOrder(reader, plan.id);
  await confirmOrder(reader, orderId, { token: await cardToken(t, '4000000000000002') });
  await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
  return { plan, reader, orderId };
}

describe('GET /transaction/page and /transaction/detail/{id}', () => {
  it('lists the reader’s own payments, newest first, with OK / NG and the figures', async () => {
    const { reader, orderId } = await history();
    const other = await sakuraReader(t);
    const page = await reader.v1('get', '/transaction/page?page=1&size=10').expect(200);
    expect(page.body.data.total_elements).toBe(2);
    const [paid, declined] = page.body.data.content;
    expect(paid).toMatchObject({
      order_id: orderId,
      status: 'OK',
      subscription_plan_name: 'Monthly',
      base_amount: 1000,
      tax_amount: 100,
      total_amount: 1100,
      card_last4: '4242',
    });
    expect(declined).toMatchObject({ status: 'NG', failure_code: 'card_declined' });
    const detail = await reader.v1('get', `/transaction/detail/${paid.id}`).expect(200);
    expect(detail.body.data.id).toBe(paid.id);
    const foreign = await other.v1('get', `/transaction/detail/${paid.id}`);
    expect(foreign.body.status).toBe(Status.transactionNotFound);
    const empty = await other.v1('get', '/transaction/page').expect(200);
    expect(empty.body.data.total_elements).toBe(0);
  });
});

describe('/api/admin/transactions', () => {
  it('lists and filters the tenant’s payments, and exports them as CSV with a BOM', async () => {
    const { reader } = await history();
    const admin = await t.login('sakura');
    const all = await admin.get('/api/admin/transactions').expect(200);
    expect(all.headers['content-range']).toBe('transactions 0-1/2');
    const ok = await admin
      .get('/api/admin/transactions')
      .query({ filter: JSON.stringify({ status: 'OK', q: reader.email }) })
      .expect(200);
    expect(ok.body).toHaveLength(1);
    expect(ok.body[0]).toMatchObject({ status: 'OK', userEmail: reader.email, totalAmount: 1100 });
    await admin.get(`/api/admin/transactions/${ok.body[0].id}`).expect(200);
    const csv = await admin
      .get('/api/admin/transactions/export')
      .query({ filter: JSON.stringify({ status: 'NG' }) })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const text = csv.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^created_at,payment_id,order_id,email,plan/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('card_declined');
  });

  it('belongs to the tenant: another company admin sees none; service admins and readers are refused', async () => {
    const { reader } = await history();
    const aozora = await t.login('aozora');
    const res = await aozora.get('/api/admin/transactions').expect(200);
    expect(res.body).toEqual([]);
    // Service admins see plans and coupons, not the readers who paid.
    const service = await t.login('service');
    await service.get('/api/admin/transactions').expect(403);
    const asReader = await t
      .anonymous()
      .get('/api/admin/transactions')
      .set('X-Access-Token', reader.token);
    expect(asReader.status).toBeGreaterThanOrEqual(401);
  });
});
