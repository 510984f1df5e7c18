import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { createGroup } from '../../support/contents';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { createSessionStore } from '../../../server/src/auth/sessions';
import { Role } from '../../../server/src/access/roles';
import { queueRenewals } from '../../../server/src/renewals';

/** A published monthly plan of the sakura tenant opening one new normal group. */
export async function createPlan(t: TestApp, fields: Record<string, unknown> = {}) {
  const group = await createGroup(t, t.fixtures.sakura.id);
  const admin = await t.login('sakura');
  const res = await admin
    .post('/api/admin/plans')
    .send({
      name: 'Monthly',
      price: 1000,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [group.id],
      isPublished: true,
      ...fields,
    })
    .expect(201);
  return res.body as { id: string; contentGroupIds: string[] } & Record<string, unknown>;
}

export async function createCoupon(t: TestApp, fields: Record<string, unknown> = {}) {
  const admin = await t.login('sakura');
  const res = await admin
    .post('/api/admin/coupons')
    .send({ code: 'SPRING10', discountPercent: 10, expiryDate: '2099-12-31', ...fields })
    .expect(201);
  return res.body as { id: string; code: string; numberUsed: number };
}

/** A signed-in sakura reader and a v1 caller for it (`?path=sakura`, X-Access-Token). */
export async function sakuraReader(t: TestApp, existing?: TestReader) {
  const reader = existing
    ? { ...existing, token: await sessionToken(t, existing) }
    : await createReader(t, t.fixtures.sakura.id);
  const v1 = (method: 'get' | 'post' | 'put' | 'delete', path: string) => {
    const agent = t.anonymous();
    const url = `/api/v1${path}${path.includes('?') ? '&' : '?'}path=sakura`;
    return agent[method](url).set('X-Access-Token', reader.token);
  };
  return { ...reader, v1 };
}

/** Forgets every plan, coupon, subscription, order, payment and sandbox record (between tests). */
export async function clearCommerce(t: TestApp) {
  await t.db('notifications').delete();
  await t.db('refunds').delete();
  await t.db('payments').delete();
  await t.db('payment_cards').delete();
  for (const table of ['sandbox_refunds', 'sandbox_charges', 'sandbox_cards', 'sandbox_tokens']) {
    await t.db(table).delete();
  }
  await t.db('orders').delete();
  await t.db('subscriptions').delete();
  await t.db('discount_ordinals').delete();
  await t.db('subscription_plans').delete();
  await t.db('coupons').delete();
}

/** A one-time card token from the sandbox gateway's tokenisation endpoint, over HTTP. */
export async function cardToken(t: TestApp, cardNumber = '4242424242424242') {
  const res = await t
    .anonymous()
    .post('/sandbox-gateway/v1/tokens')
    .send({ card_number: cardNumber, card_expire: '12/34', security_code: '123' })
    .expect(200);
  return res.body.token as string;
}

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** Registers `planId` for `reader` and answers the PENDING order's id. */
export async function openOrder(reader: Reader, planId: string, couponCode?: string) {
  const res = await reader
    .v1('post', '/subscription-plan/user/register')
    .send({ subscription_plan_id: planId, ...(couponCode && { coupon_code: couponCode }) })
    .expect(200);
  return res.body.data.order.id as string;
}

/** `POST /veritrans/confirm-order` for `orderId` with the given card token (if any). */
export function confirmOrder(
  reader: Reader,
  orderId: string,
  fields: Record<string, unknown> = {},
) {
  return reader.v1('post', '/veritrans/confirm-order').send({ order_id: orderId, ...fields });
}

/** A new session for `reader` on the app's clock (sessions last an hour; renewals take months). */
async function sessionToken(t: TestApp, reader: TestReader) {
  const sessions = createSessionStore({ db: t.db, clock: t.clock, ttlSeconds: 3600 });
  const session = await sessions.create({
    id: reader.id,
    email: reader.email,
    fullName: 'Test Reader',
    roleLevel: Role.USER,
    companyId: t.fixtures.sakura.id,
  });
  return session.token;
}

/** One run of the renewal job, as the schedule queues it, run now in this process. */
export async function runRenewals(t: TestApp) {
  await queueRenewals(t.jobs);
  await t.jobs.drain();
}

export const DAY_MS = 86_400_000;

/**
 * One app for a commerce test file, handed to `ready`; after each test the sandbox's faults,
 * every commerce row and the contents are forgotten.
 */
export function useCommerceApp(ready: (t: TestApp) => void) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    ready(t);
  });
  afterEach(async () => {
    t.ctx.payments.sandbox.faults.clear();
    await clearCommerce(t);
    await clearContents(t);
  });
  afterAll(() => t.destroy());
}
