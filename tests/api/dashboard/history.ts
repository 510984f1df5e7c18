import { hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import { UsageEvent } from '../../../server/src/viewer/usage';
import {
  cardToken,
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
} from '../subscriptions/support';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const GOOD = '4242424242424242';
const DECLINED = '4000000000000002';
const FAILS_ON_RENEWAL = '4000000000000341';

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/**
 * A known history of sakura, built through the purchase, renewal, refund and cancel flows on
 * the app's clock (about ten weeks), plus one aozora purchase and reading in both tenants:
 *   A  monthly ¥1,000 with coupon TENOFF (10 %), paid three periods           ACTIVE
 *   B  yearly ¥12,000 at its discount price ¥9,600                            ACTIVE
 *   C  monthly, renewed once, then cancelled by the reader                    CANCEL
 *   F  monthly, its payment refunded in full by the admin                     REFUNDED
 *   H  monthly, a declined card first (on-session), then paid three periods   ACTIVE
 *   G  registered, never paid: abandoned after a day                          CANCEL (never started)
 *   D  monthly with a card that fails off-session: its renewal failed         PAST_DUE
 *   E  the trial plan, 14 free days                                           ACTIVE, in its free days
 */
export async function seedHistory(t: TestApp) {
  t.clock.freeze();
  const monthly = await createPlan(t, { name: 'Monthly 1000', price: 1000 });
  const yearly = await createPlan(t, {
    name: 'Yearly 12000',
    price: 12000,
    discountPrice: 9600,
    durationType: 'YEAR',
  });
  const trial = await createPlan(t, { name: 'Trial 800', price: 800, numberFreeTerm: 14 });
  const coupon = await createCoupon(t, { code: 'TENOFF', discountPercent: 10 });

  const buy = async (reader: Reader, planId: string, card = GOOD, code?: string) => {
    const orderId = await openOrder(reader, planId, code);
    const fields = { token: await cardToken(t, card), ...(code && { coupon_code: code }) };
    await confirmOrder(reader, orderId, fields).expect(200);
    return orderId;
  };
  const readers = {
    a: await sakuraReader(t),
    b: await sakuraReader(t),
    c: await sakuraReader(t),
    f: await sakuraReader(t),
    h: await sakuraReader(t),
    g: await sakuraReader(t),
  };
  await buy(readers.a, monthly.id, GOOD, 'TENOFF');
  await buy(readers.b, yearly.id);
  await buy(readers.c, monthly.id);
  const refundedOrder = await buy(readers.f, monthly.id);
  const hOrder = await openOrder(readers.h, monthly.id);
  await confirmOrder(readers.h, hOrder, { token: await cardToken(t, DECLINED) });
  await confirmOrder(readers.h, hOrder, { token: await cardToken(t, GOOD) }).expect(200);
  await openOrder(readers.g, monthly.id);

  t.clock.advance(HOUR_MS);
  const refunded = await t.db('payments').where({ order_id: refundedOrder }).first();
  await (
    await t.login('sakura')
  )
    .post(`/api/admin/transactions/${refunded.id}/refund`)
    .send({})
    .expect(200);

  await aozoraPurchase(t);

  // Period 2 of A, C and H; G is abandoned.
  await untilRenewalOf(t, readers.a.id);
  t.clock.advance(10 * DAY_MS);
  const c = await sakuraReader(t, readers.c);
  const cSubscription = await t.db('subscriptions').where({ user_id: c.id }).first();
  await c.v1('delete', `/subscription-plan/user/cancel/registered/${cSubscription.id}`).expect(200);
  const d = await sakuraReader(t);
  await buy(d, monthly.id, FAILS_ON_RENEWAL);

  // Period 3 of A and H, then D's first renewal fails; E starts its free days.
  await untilRenewalOf(t, readers.a.id);
  await untilRenewalOf(t, d.id);
  const e = await sakuraReader(t);
  await buy(e, trial.id);

  const reading = await seedReading(t);
  return { plans: { monthly, yearly, trial }, coupon, reading };
}

/** Moves the clock an hour past the reader's running period and runs the renewal job. */
async function untilRenewalOf(t: TestApp, readerId: string) {
  const sub = await t
    .db('subscriptions')
    .where({ user_id: readerId })
    .whereIn('status', ['ACTIVE', 'PAST_DUE'])
    .first();
  const end = new Date(sub.period_end).getTime();
  t.clock.advance(end - t.clock.now().getTime() + HOUR_MS);
  await runRenewals(t);
}

/** An aozora reader's paid month: the other tenant's money and plan. */
async function aozoraPurchase(t: TestApp) {
  const group = await createGroup(t, t.fixtures.aozora.id);
  const admin = await t.login('aozora');
  const plan = await admin
    .post('/api/admin/plans')
    .send({
      name: 'Aozora monthly',
      price: 3000,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [group.id],
      isPublished: true,
    })
    .expect(201);
  const reader = await createReader(t, t.fixtures.aozora.id);
  const v1 = (path: string) =>
    t
      .anonymous()
      .post(`/api/v1${path}`)
      .set('Host', hosts.aozora)
      .set('X-Access-Token', reader.token);
  const registered = await v1('/subscription-plan/user/register')
    .send({ subscription_plan_id: plan.body.id })
    .expect(200);
  await v1('/veritrans/confirm-order')
    .send({ order_id: registered.body.data.order.id, token: await cardToken(t) })
    .expect(200);
}

/** Reading in the usage log: two sakura titles this month, one long ago, one aozora title. */
async function seedReading(t: TestApp) {
  const usage = t.ctx.viewer.usage;
  const sakura = t.fixtures.sakura.id;
  const aozora = t.fixtures.aozora.id;
  const often = await createContent(t, sakura, { title: 'Often read' });
  const once = await createContent(t, sakura, { title: 'Downloaded once' });
  const elsewhere = await createContent(t, aozora, { title: 'Aozora favourite' });
  const reader = await createReader(t, sakura);
  const now = t.clock.now();
  const log = (companyId: string, contentId: string, event: number, quantity: number, at = now) =>
    usage.record({ companyId, contentId, userId: reader.id, event: event as 1, quantity, at });
  for (let i = 0; i < 3; i += 1) await log(sakura, often.id, UsageEvent.OPEN, 1);
  await log(sakura, often.id, UsageEvent.PAGE_VIEWS, 5);
  await log(sakura, once.id, UsageEvent.OPEN, 1);
  await log(sakura, once.id, UsageEvent.DOWNLOAD, 1);
  // Outside any window the dashboard shows (at most 24 months).
  await log(sakura, once.id, UsageEvent.OPEN, 1, new Date(now.getTime() - 800 * DAY_MS));
  for (let i = 0; i < 5; i += 1) await log(aozora, elsewhere.id, UsageEvent.OPEN, 1);
  return { often, once, elsewhere, readerId: reader.id };
}

/** A new sakura reader buys `planId` now with a good card: their payment row. */
export async function buyAt(t: TestApp, planId: string) {
  const reader = await sakuraReader(t);
  const orderId = await openOrder(reader, planId);
  await confirmOrder(reader, orderId, { token: await cardToken(t, GOOD) }).expect(200);
  return t.db('payments').where({ order_id: orderId }).first();
}
