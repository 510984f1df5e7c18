import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import { ORDER_EXPIRY_MS } from '../../../server/src/orders';
import type { TestApp } from '../../support/app';
import {
  cardToken,
  confirmOrder,
  createCoupon,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
  useCommerceApp,
} from './support';

// Issue 30, item 8: an order left unpaid does not hold a limited coupon's use for ever. A
// registration whose first order waits past the expiry is abandoned by the next run: its
// coupon use and the reader's place for the plan go back. Money possibly on its way is not.

let t: TestApp;
useCommerceApp((app) => {
  t = app;
});

const couponUses = async (code: string) =>
  Number((await t.db('coupons').where({ code }).first()).number_used);

describe('an abandoned registration', () => {
  it('gives back its coupon use after the expiry, and the coupon serves another reader', async () => {
    const plan = await createPlan(t, { price: 1000 });
    await createCoupon(t, { code: 'ONLYONE', numberOfUsages: 1 });
    const hoarder = await sakuraReader(t);
    const orderId = await openOrder(hoarder, plan.id, 'ONLYONE');
    expect(await couponUses('ONLYONE')).toBe(1);
    const other = await sakuraReader(t);
    const refused = await other
      .v1('post', '/subscription-plan/user/register')
      .send({ subscription_plan_id: plan.id, coupon_code: 'ONLYONE' });
    expect(refused.body.status).toBe(Status.couponUsedUp);

    // Not yet: a day less a minute.
    t.clock.advance(ORDER_EXPIRY_MS - 60_000);
    await runRenewals(t);
    expect(await couponUses('ONLYONE')).toBe(1);
    t.clock.advance(120_000);
    await runRenewals(t);
    expect(await couponUses('ONLYONE')).toBe(0);
    const order = await t.db('orders').where({ id: orderId }).first();
    expect(order.status).toBe('CANCELLED');
    const subscription = await t.db('subscriptions').where({ id: order.subscription_id }).first();
    expect(subscription).toMatchObject({ status: 'CANCEL', open_key: null });

    const again = await sakuraReader(t, other);
    await openOrder(again, plan.id, 'ONLYONE');
    expect(await couponUses('ONLYONE')).toBe(1);
    // The late payer's order is closed: 868, nothing charged.
    const late = await sakuraReader(t, hoarder);
    const closed = await confirmOrder(late, orderId, { token: await cardToken(t) });
    expect(closed.body.status).toBe(Status.orderClosed);
    expect(await t.db('sandbox_charges')).toHaveLength(0);
  });

  it('is left alone while a charge may be on its way; a paid or free-days one never expires', async () => {
    const plan = await createPlan(t, { price: 1000 });
    const free = await createPlan(t, { price: 1000, numberFreeTerm: 7 });
    const unanswered = await sakuraReader(t);
    const lostAnswer = await openOrder(unanswered, plan.id);
    t.ctx.payments.sandbox.faults.inject({ operation: 'charge', when: 'after', error: 'timeout' });
    const lost = await confirmOrder(unanswered, lostAnswer, { token: await cardToken(t) });
    expect(lost.body.status).toBe(Status.gatewayError);
    const trial = await sakuraReader(t);
    const trialOrder = await openOrder(trial, free.id);
    await confirmOrder(trial, trialOrder, { token: await cardToken(t) }).expect(200);

    t.clock.advance(ORDER_EXPIRY_MS + 60_000);
    t.ctx.payments.sandbox.faults.clear();
    // An attempt whose answer was lost is left to reconciliation, not expired.
    await t.ctx.renewals.runDue();
    expect((await t.db('orders').where({ id: lostAnswer }).first()).status).not.toBe('CANCELLED');
    const trialRow = await t.db('orders').where({ id: trialOrder }).first();
    expect(trialRow.status).toBe('PENDING');
    expect(
      (await t.db('subscriptions').where({ id: trialRow.subscription_id }).first()).status,
    ).toBe('ACTIVE');
  });
});
