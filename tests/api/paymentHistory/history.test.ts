import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import { hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { sakuraReader, useCommerceApp } from '../subscriptions/support';
import { binary, couponPurchase } from './support';

// The payment-history page's calls (issue 30, item 7): what the list and the detail carry,
// and that a payment, its detail and its receipt belong to its reader and tenant only.

let t: TestApp;
useCommerceApp((app) => (t = app));

describe('GET /transaction/page and /transaction/detail/{id}', () => {
  it('give the list its date, plan, period, amount, status and card, page by page', async () => {
    const reader = await sakuraReader(t);
    const before = t.clock.now().getTime();
    const { paidId, declinedId } = await couponPurchase(t, reader, { planName: 'History plan' });
    const first = await reader.v1('get', '/transaction/page?page=1&size=1').expect(200);
    expect(first.body.data).toMatchObject({ total_elements: 2, total_pages: 2, page_number: 1 });
    const [paid] = first.body.data.content;
    expect(paid).toMatchObject({
      id: paidId,
      subscription_plan_name: 'History plan',
      period_number: 1,
      status: 'OK',
      total_amount: 990,
      card_last4: '4242',
      card_brand: 'visa',
      has_receipt: true,
    });
    const paidAt = Date.parse(paid.created_at);
    expect(paidAt).toBeGreaterThanOrEqual(before);
    expect(paidAt).toBeLessThanOrEqual(t.clock.now().getTime());
    const second = await reader.v1('get', '/transaction/page?page=2&size=1').expect(200);
    expect(second.body.data.content).toEqual([
      expect.objectContaining({ id: declinedId, status: 'NG', has_receipt: false }),
    ]);
  });

  it('give the detail its base, discount, tax, total, refunds, card and coupon', async () => {
    const reader = await sakuraReader(t);
    const { paidId, coupon } = await couponPurchase(t, reader);
    const admin = await t.login('sakura');
    await admin.post(`/api/admin/transactions/${paidId}/refund`).send({ amount: 330 }).expect(200);
    const detail = await reader.v1('get', `/transaction/detail/${paidId}`).expect(200);
    expect(detail.body.data).toMatchObject({
      base_amount: 1000,
      discount_amount: 100,
      tax_amount: 90,
      tax_rate_percent: 10,
      total_amount: 990,
      refunded_amount: 330,
      refunded_tax_amount: 30,
      kept_amount: 660,
      coupon_code: coupon.code,
      card_last4: '4242',
      status: 'OK',
    });
    // The reader's page never needs the gateway's request (source ids) or charge id.
    expect(JSON.stringify(detail.body)).not.toMatch(/"request"|charge_id|gateway_key/);
  });
});

describe('a payment belongs to its reader and tenant', () => {
  it('is 869 for another reader of the tenant: detail, receipt; their list is empty', async () => {
    const owner = await sakuraReader(t);
    const { paidId } = await couponPurchase(t, owner);
    const other = await sakuraReader(t);
    const detail = await other.v1('get', `/transaction/detail/${paidId}`);
    expect(detail.body.status).toBe(Status.transactionNotFound);
    const receipt = await other.v1('get', `/transaction/receipt/${paidId}`);
    expect([receipt.status, receipt.body.status]).toEqual([400, Status.transactionNotFound]);
    const list = await other.v1('get', '/transaction/page').expect(200);
    expect(list.body.data.total_elements).toBe(0);
    // The owner's own receipt is there: the refusal above is the reader's wall.
    const own = await binary(owner.v1('get', `/transaction/receipt/${paidId}`)).expect(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });

  it('is 869 for another tenant’s reader and admin, and 401 for a session sent to another tenant', async () => {
    const owner = await sakuraReader(t);
    const { paidId } = await couponPurchase(t, owner);
    const stranger = await createReader(t, t.fixtures.aozora.id);
    const aozora = (path: string) =>
      t
        .anonymous()
        .get(`/api/v1${path}`)
        .set('Host', hosts.aozora)
        .set('X-Access-Token', stranger.token);
    for (const path of [`/transaction/detail/${paidId}`, `/transaction/receipt/${paidId}`]) {
      const res = await aozora(path);
      expect(res.body.status, path).toBe(Status.transactionNotFound);
    }
    const sent = await t
      .anonymous()
      .get(`/api/v1/transaction/receipt/${paidId}`)
      .set('Host', hosts.aozora)
      .set('X-Access-Token', owner.token);
    expect(sent.status).toBe(401);
    const admin = await t.login('aozora');
    const foreign = await admin.get(`/api/admin/transactions/${paidId}/receipt`);
    expect([foreign.status, foreign.body.status]).toEqual([400, Status.transactionNotFound]);
  });

  it('gives the receipt to the tenant’s company admin, not to its service admin', async () => {
    const owner = await sakuraReader(t);
    const { paidId } = await couponPurchase(t, owner);
    const admin = await t.login('sakura');
    const pdf = await binary(admin.get(`/api/admin/transactions/${paidId}/receipt`)).expect(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''receipt-/);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const service = await t.login('service');
    await service.get(`/api/admin/transactions/${paidId}/receipt`).expect(403);
  });
});
