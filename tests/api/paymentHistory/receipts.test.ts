import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import { sakuraReader, useCommerceApp } from '../subscriptions/support';
import { binary, couponPurchase, pdfText } from './support';

// Receipts as PDF (issue 30, item 7), read back with poppler's pdftotext: the figures per tax
// rate, the plan, the recipient and issuer, in Japanese and English; a qualified invoice only
// when the tenant gave its registration number; refunds on the receipt.

let t: TestApp;
useCommerceApp((app) => (t = app));
afterEach(() => t.reset());

const NUMBER = 'T1234567890123';

/** Sakura's company settings with `patch`, saved as the console saves them (a named service). */
async function companySettings(patch: Record<string, unknown>) {
  const admin = await t.login('sakura');
  const current = await admin.get('/api/admin/settings/company').expect(200);
  const data = { ...current.body.data, serviceName: 'Sakura Library', ...patch };
  return admin.put('/api/admin/settings/company').send({ data });
}

/** Sakura's company name in both languages, as the receipt's issuer. */
async function namedIssuer() {
  const saved = await companySettings({
    companyName: { ja: 'さくら出版', en: 'Sakura Publishing' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** A sakura reader called 山田 花子 who paid ¥990 for 月額プラン Monthly with a coupon. */
async function paidReceipt() {
  const reader = await sakuraReader(t);
  await t.db('users').where({ id: reader.id }).update({ full_name: '山田 花子' });
  const purchase = await couponPurchase(t, reader, { planName: '月額プラン Monthly' });
  const receipt = async (query = '') => {
    const res = await binary(reader.v1('get', `/transaction/receipt/${purchase.paidId}${query}`));
    expect(res.status, res.text).toBe(200);
    return pdfText(res.body as Buffer);
  };
  return { reader, receipt, ...purchase };
}

/** The text with every run of spaces made one, so a test reads it line by line. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('GET /transaction/receipt/{id}', () => {
  it('is a plain receipt in Japanese without a registration number: figures, rate, plan, names', async () => {
    await namedIssuer();
    const { receipt, coupon, paidId } = await paidReceipt();
    const text = squeezed(await receipt());
    expect(text).toContain('領収書');
    expect(text).toContain('山田 花子 様');
    expect(text).toContain('領収金額（税込） ¥990');
    expect(text).toContain('月額プラン Monthly（第1期） ¥1,000');
    expect(text).toContain(`割引（クーポン ${coupon.code}） −¥100`);
    expect(text).toContain('小計（10%対象・税抜） ¥900');
    expect(text).toContain('消費税（10%） ¥90');
    expect(text).toContain('合計（税込） ¥990');
    expect(text).toContain('10%対象 ¥990（うち消費税 ¥90）');
    expect(text).toContain('VISA 末尾 4242');
    expect(text).toContain('さくら出版');
    expect(text).toContain(paidId);
    // Nothing of qualified invoices without the tenant's number.
    expect(text).not.toMatch(/適格|登録番号|T\d{13}/);
  });

  it('is in English with ?lang=en, and in the reader’s profile language without it', async () => {
    await namedIssuer();
    const { reader, receipt } = await paidReceipt();
    const english = squeezed(await receipt('?lang=en'));
    expect(english).toContain('Receipt');
    expect(english).toContain('Received from 山田 花子');
    expect(english).toContain('Amount received (tax incl.) ¥990');
    expect(english).toContain('月額プラン Monthly (period 1) ¥1,000');
    expect(english).toContain('Consumption tax (10%) ¥90');
    expect(english).toContain('10% rate: ¥990 (consumption tax ¥90)');
    expect(english).toContain('Sakura Publishing');
    expect(english).not.toMatch(/qualified|registration|T\d{13}/i);
    expect(english).not.toContain('領収書');
    await t.db('users').where({ id: reader.id }).update({ lang: 'en' });
    expect(squeezed(await receipt())).toContain('Amount received (tax incl.) ¥990');
    expect(squeezed(await receipt('?lang=ja'))).toContain('領収金額（税込） ¥990');
  });

  it('is a qualified invoice once the tenant gives its registration number', async () => {
    const bad = await companySettings({ invoiceRegistrationNumber: 'T123' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('invoiceRegistrationNumber');
    expect((await companySettings({ invoiceRegistrationNumber: NUMBER })).status).toBe(200);
    const { receipt } = await paidReceipt();
    const japanese = squeezed(await receipt('?lang=ja'));
    expect(japanese).toContain('適格請求書');
    expect(japanese).toContain(`登録番号 ${NUMBER}`);
    // What a qualified invoice needs: the amount and tax per rate, with the rate.
    expect(japanese).toContain('10%対象 ¥990（うち消費税 ¥90）');
    const english = squeezed(await receipt('?lang=en'));
    expect(english).toContain('Qualified invoice (Japan)');
    expect(english).toContain(`Registration no. ${NUMBER}`);
  });

  it('never states more than was kept: refunds are on it, the amount received is what is left', async () => {
    const { receipt, paidId } = await paidReceipt();
    const admin = await t.login('sakura');
    await admin.post(`/api/admin/transactions/${paidId}/refund`).send({ amount: 330 }).expect(200);
    await admin.post(`/api/admin/transactions/${paidId}/refund`).send({ amount: 110 }).expect(200);
    const text = squeezed(await receipt('?lang=ja'));
    expect(text).toContain('領収金額（税込） ¥550');
    expect(text).toMatch(/返金 \d{4}年\d{1,2}月\d{1,2}日（うち消費税 ¥30） −¥330/);
    expect(text).toMatch(/返金 \d{4}年\d{1,2}月\d{1,2}日（うち消費税 ¥10） −¥110/);
    expect(text).toContain('差引 領収金額（税込） ¥550');
    expect(text).toContain('10%対象 ¥550（うち消費税 ¥50）');
    // The original figures stay on it, as the payment was made.
    expect(text).toContain('合計（税込） ¥990');
  });

  it('refuses a payment that was not paid, an unknown id and a language it does not write', async () => {
    const { reader, declinedId, paidId } = await paidReceipt();
    const declined = await reader.v1('get', `/transaction/receipt/${declinedId}`);
    expect([declined.status, declined.body.errors]).toEqual([400, { id: expect.any(String) }]);
    const unknown = await reader.v1('get', '/transaction/receipt/no-such-payment');
    expect(unknown.body.status).toBe(869);
    for (const lang of ['fr', '', 'ja&lang=en']) {
      const res = await reader.v1('get', `/transaction/receipt/${paidId}?lang=${lang}`);
      expect([res.status, res.body.errors], lang).toEqual([400, { lang: expect.any(String) }]);
    }
  });

  it('is in the paying reader’s language for the admin, or the one the admin asks for', async () => {
    const { reader, paidId } = await paidReceipt();
    await t.db('users').where({ id: reader.id }).update({ lang: 'en' });
    const admin = await t.login('sakura');
    const read = async (query: string) => {
      const res = await binary(admin.get(`/api/admin/transactions/${paidId}/receipt${query}`));
      expect(res.status).toBe(200);
      return squeezed(pdfText(res.body as Buffer));
    };
    expect(await read('')).toContain('Received from 山田 花子');
    expect(await read('?lang=ja')).toContain('山田 花子 様');
  });
});
