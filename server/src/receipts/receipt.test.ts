import { describe, expect, it } from 'vitest';
import type { ReceiptFacts } from './receipt';
import { receiptOf } from './receipt';

const facts: ReceiptFacts = {
  lang: 'ja',
  paymentId: 'pay-1',
  paidAt: '2026-11-26T16:30:00Z',
  issuedAt: '2026-12-01T03:00:00Z',
  planName: 'Monthly',
  periodNumber: 2,
  couponCode: null,
  base: 1000,
  discount: 0,
  tax: 100,
  total: 1100,
  taxRatePercent: 10,
  refunded: 0,
  refundedTax: 0,
  refunds: [],
  maxItemised: 2,
  cardBrand: 'visa',
  cardLast4: '4242',
  issuerName: 'Sakura Publishing',
  registrationNumber: '',
  recipientName: 'Hana Reader',
};

const text = (receipt: ReturnType<typeof receiptOf>) => JSON.stringify(receipt);

describe('receiptOf', () => {
  it('states the figures per tax rate, the plan and its period, on the Japan date', () => {
    const receipt = receiptOf(facts);
    expect(receipt.headline.amount).toBe('¥1,100');
    expect(receipt.lines.map((line) => [line.label, line.amount])).toEqual([
      ['Monthly（第2期）', '¥1,000'],
      ['小計（10%対象・税抜）', '¥1,000'],
      ['消費税（10%）', '¥100'],
      ['合計（税込）', '¥1,100'],
    ]);
    expect(receipt.byRate.line).toBe('10%対象 ¥1,100（うち消費税 ¥100）');
    // 16:30 UTC on the 26th is the 27th in Japan.
    expect(receipt.meta).toContainEqual(['取引日', '2026年11月27日']);
    expect(receipt.payment).toContain('VISA 末尾 4242');
  });

  it('is a plain receipt without a registration number, a qualified invoice with one', () => {
    const plain = receiptOf(facts);
    expect(plain.title).toBe('領収書');
    expect(plain.subtitle).toBeNull();
    expect(text(plain)).not.toMatch(/適格|登録番号|T\d{13}/);
    const qualified = receiptOf({ ...facts, registrationNumber: 'T1234567890123' });
    expect(qualified.subtitle).toBe('適格請求書');
    expect(qualified.issuer.lines).toEqual(['Sakura Publishing', '登録番号 T1234567890123']);
    const english = receiptOf({ ...facts, lang: 'en', registrationNumber: 'T1234567890123' });
    expect(english.issuer.lines).toContain('Registration no. T1234567890123');
    expect(text(receiptOf({ ...facts, lang: 'en' }))).not.toMatch(/qualified|registration/i);
  });

  it('names the coupon of a discount', () => {
    const receipt = receiptOf({
      ...facts,
      couponCode: 'SPRING10',
      discount: 100,
      tax: 90,
      total: 990,
    });
    expect(receipt.lines[1]).toEqual({ label: '割引（クーポン SPRING10）', amount: '−¥100' });
    expect(receipt.lines[2].amount).toBe('¥900');
  });

  it('never states more than was kept: refunds itemised up to the cap, the rest in one line', () => {
    const receipt = receiptOf({
      ...facts,
      lang: 'en',
      refunded: 600,
      refundedTax: 54,
      refunds: [
        { at: '2026-11-28T00:00:00Z', amount: 100, tax: 9 },
        { at: '2026-11-29T00:00:00Z', amount: 200, tax: 18 },
        { at: '2026-11-30T00:00:00Z', amount: 300, tax: 27 },
      ],
    });
    expect(receipt.headline.amount).toBe('¥500');
    const refunds = receipt.lines.filter((line) => line.amount.startsWith('−'));
    expect(refunds.map((line) => [line.label, line.amount])).toEqual([
      ['Refund 28 November 2026 (tax ¥9)', '−¥100'],
      ['Refund 29 November 2026 (tax ¥18)', '−¥200'],
      ['Other refunds (tax ¥27)', '−¥300'],
    ]);
    expect(receipt.lines.at(-1)).toMatchObject({ amount: '¥500', isTotal: true });
    expect(receipt.byRate.line).toBe('10% rate: ¥500 (consumption tax ¥46)');
  });

  it('cuts long names but keeps the words around them', () => {
    const receipt = receiptOf({
      ...facts,
      planName: 'プラン'.repeat(20),
      recipientName: '山田'.repeat(20),
    });
    expect(receipt.recipient).toBe(`${'山田'.repeat(9)}山… 様`);
    expect(receipt.lines[0].label).toMatch(/^(プラン){9}プラ…（第2期）$/);
    expect(receipt.purpose).toMatch(/… 利用料として$/);
  });
});
