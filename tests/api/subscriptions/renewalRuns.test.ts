import { describe, expect, it } from 'vitest';
import { createServices } from '../../../server/src/services';
import type { TestApp } from '../../support/app';
import { englishPdf } from '../../support/pdfs';
import { bookWithFile } from '../viewer/support';
import {
  DAY_MS,
  cardToken,
  confirmOrder,
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

/** Registers `planId` and pays (or starts the free period) with `card`. */
async function subscribe(reader: Reader, planId: string, card = '4242424242424242') {
  const orderId = await openOrder(reader, planId);
  const res = await confirmOrder(reader, orderId, { token: await cardToken(t, card) }).expect(200);
  return res.body.data.subscription.id as string;
}

const chargeCount = async () => (await t.db('sandbox_charges')).length;
const subscriptionOf = (id: string) => t.db('subscriptions').where({ id }).first();
const typesOf = async (userId: string) =>
  (await t.db('notifications').where({ user_id: userId }).orderBy('created_at')).map((n) =>
    String(n.type),
  );

describe('the renewal job', () => {
  it('charges each due subscription once, however many runs and processes race', async () => {
    const plan = await createPlan(t, { price: 1000 });
    const readers = await Promise.all(Array.from({ length: 4 }, () => sakuraReader(t)));
    for (const reader of readers) await subscribe(reader, plan.id);
    expect(await chargeCount()).toBe(4);
    t.clock.advance(32 * DAY_MS);
    // A second app instance on the same database: another process.
    const other = createServices({
      db: t.db,
      config: t.ctx.config,
      clock: t.clock,
      log: t.ctx.log,
    });
    const [first, second, third] = await Promise.all([
      t.ctx.renewals.runDue(),
      other.renewals.runDue(),
      t.ctx.renewals.runDue(),
      runRenewals(t),
    ]);
    expect(first.charged + second.charged + third.charged).toBeLessThanOrEqual(4);
    await runRenewals(t);
    await runRenewals(t);
    expect(await chargeCount()).toBe(8);
    const orders = await t.db('orders').where({ period_number: 2 });
    expect(orders).toHaveLength(4);
    expect(orders.every((order) => order.status === 'PAID')).toBe(true);
    expect(
      await t.db('payments').whereIn(
        'order_id',
        orders.map((o) => o.id),
      ),
    ).toHaveLength(4);
    for (const reader of readers) {
      expect(await typesOf(reader.id)).toEqual(['payment-succeeded', 'renewal-charged']);
    }
  });

  it('a lost gateway answer is replayed after the lease, never charged twice', async () => {
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const id = await subscribe(reader, plan.id);
    t.clock.advance(32 * DAY_MS);
    // The gateway charges, and its answer never comes back (a crash between the two).
    t.ctx.payments.sandbox.faults.inject({ operation: 'charge', when: 'after', error: 'timeout' });
    expect(await t.ctx.renewals.runDue()).toMatchObject({ pending: 1, charged: 0 });
    expect(await chargeCount()).toBe(2);
    const open = await t.db('payments').where({ status: 'processing' });
    expect(open).toHaveLength(1);
    // Within the lease nobody touches it; after, the stored request is sent again.
    expect(await t.ctx.renewals.runDue()).toMatchObject({ charged: 0 });
    t.clock.advance(6 * 60_000);
    expect(await t.ctx.renewals.runDue()).toMatchObject({ charged: 1 });
    expect(await chargeCount()).toBe(2);
    expect((await t.db('payments').where({ id: open[0].id }).first()).status).toBe('succeeded');
    expect((await subscriptionOf(id)).periods_billed).toBe(2);
  });

  it('a cancel in the free period is never charged and keeps access to the period end', async () => {
    const pdf = await englishPdf();
    const book = await bookWithFile(t, t.fixtures.sakura.id, pdf);
    const plan = await createPlan(t, { numberFreeTerm: 14, contentGroupIds: [book.groupId] });
    const reader = await sakuraReader(t);
    const id = await subscribe(reader, plan.id);
    const freeEnd = new Date((await subscriptionOf(id)).period_end);
    const cancelled = await reader
      .v1('delete', `/subscription-plan/user/cancel/registered/${id}`)
      .expect(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCEL', next_billing_date: null });
    expect(Date.parse(cancelled.body.data.usage_end_date)).toBe(freeEnd.getTime());
    const isRegistered = async () => {
      const again = await sakuraReader(t, reader);
      return (await again.v1('get', `/content/detail/${book.id}`).expect(200)).body.data
        .is_registered as boolean;
    };
    t.clock.advance(13 * DAY_MS);
    await runRenewals(t);
    expect(await isRegistered()).toBe(true);
    t.clock.advance(2 * DAY_MS);
    await runRenewals(t);
    expect(await isRegistered()).toBe(false);
    t.clock.advance(60 * DAY_MS);
    await runRenewals(t);
    expect(await chargeCount()).toBe(0);
    expect(await t.db('payments')).toHaveLength(0);
    // Told of the cancel; no free-period-ending notice for a cancelled subscription.
    expect(await typesOf(reader.id)).toEqual(['subscription-cancelled']);
  });

  it('a past-due subscription paid by a new card on its next retry keeps its billing day', async () => {
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const id = await subscribe(reader, plan.id, '4000000000000341');
    const periodEnd = new Date((await subscriptionOf(id)).period_end);
    t.clock.advance(periodEnd.getTime() - t.clock.now().getTime() + 60_000);
    await runRenewals(t);
    const pastDue = await subscriptionOf(id);
    expect(pastDue.status).toBe('PAST_DUE');
    // PostgreSQL keeps whole seconds of these timestamps.
    const retryAt = new Date(pastDue.retry_at).getTime();
    expect(Math.abs(retryAt - (periodEnd.getTime() + DAY_MS))).toBeLessThan(1000);
    const again = await sakuraReader(t, reader);
    const listed = await again.v1('get', `/subscription-plan/user/registered/${id}`).expect(200);
    expect(listed.body.data.status).toBe('PAST_DUE');
    expect(listed.body.data.next_billing_date).toBe(new Date(pastDue.retry_at).toISOString());
    await again
      .v1('post', '/veritrans/add-card')
      .send({ token: await cardToken(t) })
      .expect(200);
    t.clock.advance(DAY_MS);
    await runRenewals(t);
    const active = await subscriptionOf(id);
    expect(active).toMatchObject({ status: 'ACTIVE', periods_billed: 2, failed_attempts: 0 });
    expect(Math.abs(new Date(active.period_start).getTime() - periodEnd.getTime())).toBeLessThan(
      1000,
    );
    expect(await typesOf(reader.id)).toEqual([
      'payment-succeeded',
      'payment-failed',
      'renewal-charged',
    ]);
  });

  it('without a stored card the charge fails at once, without asking the gateway', async () => {
    const plan = await createPlan(t, { numberFreeTerm: 3 });
    const reader = await sakuraReader(t);
    const id = await subscribe(reader, plan.id);
    await t.db('payment_cards').where({ user_id: reader.id }).delete();
    t.clock.advance(3 * DAY_MS + 60_000);
    await runRenewals(t);
    expect(await chargeCount()).toBe(0);
    expect(await t.db('payments').select('status', 'failure_code')).toEqual([
      { status: 'failed', failure_code: 'card_missing' },
    ]);
    expect((await subscriptionOf(id)).status).toBe('PAST_DUE');
  });
});
