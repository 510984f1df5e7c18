import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../../support/app';
import {
  DAY_MS,
  cardToken,
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
  useCommerceApp,
} from './support';

let t: TestApp;
useCommerceApp((app) => {
  t = app;
});

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** A monthly plan at ¥980 before tax, 14 free days, 50% off period 1 and 30% off period 2. */
async function yearPlan() {
  const plan = await createPlan(t, { price: 980, numberFreeTerm: 14 });
  const admin = await t.login('sakura');
  for (const [ordinal, discountPercent] of [
    [1, 50],
    [2, 30],
  ]) {
    await admin
      .post('/api/admin/discount-ordinals')
      .send({ subscriptionPlanId: plan.id, ordinal, discountPercent })
      .expect(201);
  }
  return plan;
}

/** Registers and confirms with a card: the free period starts, nothing is charged. */
async function subscribe(reader: Reader, planId: string, card: string, coupon?: string) {
  const orderId = await openOrder(reader, planId, coupon);
  const res = await confirmOrder(reader, orderId, {
    token: await cardToken(t, card),
    ...(coupon && { coupon_code: coupon }),
  }).expect(200);
  expect(res.body.data.subscription.status).toBe('ACTIVE');
  return { orderId, subscriptionId: res.body.data.subscription.id as string };
}

const chargesOf = async (readerId: string) =>
  (
    await t
      .db('sandbox_charges')
      .where({ customer_id: `cus_${readerId}` })
      .orderBy('created_at')
      .orderBy('id')
  ).map((row) => ({ amount: Number(row.amount), status: String(row.status) }));

async function notificationTypes(reader: Reader) {
  const again = await sakuraReader(t, reader);
  const res = await again.v1('get', '/notification/public/page?size=100').expect(200);
  return (res.body.data.content as { type: string }[]).map((n) => n.type).reverse();
}

const mailsTo = (email: string) => {
  const dir = join(t.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return 0;
  }
  return names.filter((name) => readFileSync(join(dir, name), 'utf8').includes(`To: ${email}`))
    .length;
};

describe('renewals on the injected clock', () => {
  it('a year of a monthly plan with 14 free days, a coupon and a two-period ordinal: every charge as computed by hand; the "fails on renewal" card goes past due, retries, cancels', async () => {
    const plan = await yearPlan();
    await createCoupon(t, { code: 'YEAR15', discountPercent: 15 });
    const hana = await sakuraReader(t);
    const ken = await sakuraReader(t);
    await t.db('users').where({ id: ken.id }).update({ lang: 'en' });
    const paid = await subscribe(hana, plan.id, '4242424242424242', 'YEAR15');
    const failing = await subscribe(ken, plan.id, '4000000000000341');
    expect(await t.db('sandbox_charges')).toHaveLength(0);

    // A year, a day at a time (one minute past the registration time), one job run a day.
    t.clock.advance(60_000);
    for (let day = 1; day <= 365; day += 1) {
      t.clock.advance(DAY_MS);
      await runRenewals(t);
    }

    // By hand, base ¥980 before tax, tax 10% rounded half up once on the discounted base:
    // period 1: ordinal 50% → 980 - 490 = 490; coupon 15% of 490 = 73.5 → 73 (down) → 417;
    //           tax 41.7 → 42; total 459.
    // period 2: ordinal 30% → 980 - 294 = 686; no coupon (first order only); tax 68.6 → 69; 755.
    // periods 3-12: 980 + 98 = 1078.
    // Charged on day 14 (the free period's end), then monthly: 12 charges within the year.
    const expected = [459, 755, ...Array.from({ length: 10 }, () => 1078)];
    expect(await chargesOf(hana.id)).toEqual(
      expected.map((amount) => ({ amount, status: 'succeeded' })),
    );
    const hanaAgain = await sakuraReader(t, hana);
    const history = await hanaAgain.v1('get', '/transaction/page?size=100').expect(200);
    const rows = history.body.data.content as { status: string; total_amount: number }[];
    expect(rows.map((row) => row.total_amount).reverse()).toEqual(expected);
    expect(rows.every((row) => row.status === 'OK')).toBe(true);
    const registered = await hanaAgain
      .v1('get', `/subscription-plan/user/registered/${paid.subscriptionId}`)
      .expect(200);
    expect(registered.body.data.status).toBe('ACTIVE');
    expect(await notificationTypes(hana)).toEqual([
      'free-period-ending',
      'payment-succeeded',
      ...Array.from({ length: 11 }, () => 'renewal-charged'),
    ]);
    expect(mailsTo(hana.email)).toBe(13);

    // Ken's card was stored and then declined off-session: ¥980 - 490 = 490 + 49 = 539, tried
    // on day 14 and retried 1, 3 and 7 days after it was due, then cancelled.
    expect(await chargesOf(ken.id)).toEqual(
      Array.from({ length: 4 }, () => ({ amount: 539, status: 'failed' })),
    );
    const attempts = await t
      .db('payments')
      .join('orders', 'orders.id', 'payments.order_id')
      .where('orders.subscription_id', failing.subscriptionId)
      .orderBy('payments.attempt')
      .select('payments.created_at', 'orders.due_at', 'payments.status');
    const offsets = attempts.map((row) =>
      Math.round(
        (Date.parse(String(new Date(row.created_at).toISOString())) -
          Date.parse(new Date(row.due_at).toISOString())) /
          DAY_MS,
      ),
    );
    expect(offsets).toEqual([0, 1, 3, 7]);
    const kenAgain = await sakuraReader(t, ken);
    const kenSub = await kenAgain
      .v1('get', `/subscription-plan/user/registered/${failing.subscriptionId}`)
      .expect(200);
    expect(kenSub.body.data).toMatchObject({ status: 'CANCEL', next_billing_date: null });
    expect(await notificationTypes(ken)).toEqual([
      'free-period-ending',
      'payment-failed',
      'payment-retry-failed',
      'payment-retry-failed',
      'subscription-cancelled',
    ]);
    const detail = await kenAgain.v1('get', '/notification/public/page').expect(200);
    // Ken reads English.
    expect(detail.body.data.content[0].title).toContain('cancelled');
    expect(mailsTo(ken.email)).toBe(5);
  }, 240_000);
});
