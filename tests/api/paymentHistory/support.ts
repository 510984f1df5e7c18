import { execFileSync } from 'node:child_process';
import type { Test } from 'supertest';
import type { TestApp } from '../../support/app';
import {
  cardToken,
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
} from '../subscriptions/support';
import type { sakuraReader } from '../subscriptions/support';

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** Reads a binary answer (a PDF) into a Buffer. */
export function binary(call: Test): Test {
  return call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** The text of a PDF as poppler's pdftotext reads it (what a person or an accountant sees). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

/**
 * A ¥1,000 plan bought with a 10% coupon after one declined card: an NG payment, then an OK
 * one of ¥900 + ¥90 tax = ¥990 on the sandbox's Visa ending in 4242.
 */
export async function couponPurchase(
  t: TestApp,
  reader: Reader,
  { planName = 'Receipt plan', couponCode = 'SAVE10' } = {},
) {
  const plan = await createPlan(t, { name: planName });
  const coupon = await createCoupon(t, { code: couponCode });
  const orderId = await openOrder(reader, plan.id, coupon.code);
  await confirmOrder(reader, orderId, { token: await cardToken(t, '4000000000000002') });
  await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
  const [paid, declined] = await t
    .db('payments')
    .where({ order_id: orderId })
    .orderBy('attempt', 'desc');
  return {
    plan,
    coupon,
    orderId,
    paidId: String(paid.id),
    declinedId: String(declined.id),
  };
}
