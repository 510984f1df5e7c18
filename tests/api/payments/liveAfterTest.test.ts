import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import {
  DAY_MS,
  confirmOrder,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
} from '../subscriptions/support';
import { sellThrough, tokenFor, useGatewayApp } from './support';

// A tenant that leaves test mode for a live gateway never renews on its readers' test cards:
// the renewal fails as a card missing (the reader is told and asked for a real card), and the
// sandbox is not asked to charge again.

let t: TestApp;
useGatewayApp((app) => {
  t = app;
});

describe('a tenant gone live after test mode', () => {
  it('does not renew subscriptions on the sandbox’s test cards', async () => {
    await sellThrough(t, 'SANDBOX');
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    await confirmOrder(reader, orderId, {
      token: await tokenFor(t, {} as never, 'SANDBOX'),
    }).expect(200);
    const charges = (await t.db('sandbox_charges')).length;

    await sellThrough(t, 'VERITRANS');
    t.clock.advance(32 * DAY_MS);
    await runRenewals(t);

    expect(await t.db('sandbox_charges')).toHaveLength(charges);
    const { subscription_id: id } = await t.db('orders').where({ id: orderId }).first();
    const renewal = await t.db('orders').where({ subscription_id: id, period_number: 2 }).first();
    const attempt = await t.db('payments').where({ order_id: renewal.id }).first();
    expect(attempt).toMatchObject({
      status: 'failed',
      failure_code: 'card_missing',
      gateway: 'veritrans',
    });
    expect((await t.db('subscriptions').where({ id }).first()).status).toBe('PAST_DUE');
    const told = await t.db('notifications').where({ user_id: reader.id, type: 'payment-failed' });
    expect(told).toHaveLength(1);
  });
});
