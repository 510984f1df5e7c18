import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import type { FakeGateways, GatewaySetting } from '../../support/gateways';
import { GMO } from '../../support/gateways';
import { outbox, setCompanySettings } from '../account/support';
import { sellThrough, tokenFor, useGatewayApp } from '../payments/support';
import { DAY_MS, confirmOrder, createPlan, openOrder, runRenewals, sakuraReader } from './support';

// Issue 30, item 2 (spec 001 §4: "Cancelling the account cancels all active subscriptions"):
// a reader who closes the account is never charged again, their card is gone at the gateway
// and in our tables, and they are told by mail, on each card gateway.

let t: TestApp;
let fakes: FakeGateways;
useGatewayApp(async (app, gateways) => {
  t = app;
  fakes = gateways;
  const admin = await t.login('sakura');
  await setCompanySettings(admin, t.fixtures.sakura.id, { cancelAccount: true });
});

type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** The card the gateway itself still keeps for the reader (its own books, not ours). */
async function cardsAtGateway(gateway: GatewaySetting, reader: Reader): Promise<number> {
  const customerId = `cus_${reader.id}`;
  if (gateway === 'SANDBOX') {
    return (await t.db('sandbox_cards').where({ customer_id: customerId })).length;
  }
  if (gateway === 'VERITRANS') return fakes.veritrans.accounts.get(customerId)?.length ?? 0;
  const cards = fakes.gmo.members.get(`${GMO.siteId}:${customerId}`) ?? [];
  return cards.filter((card) => !card.isDeleted).length;
}

describe.each(['SANDBOX', 'VERITRANS', 'GMO'] as const)('closing an account (%s)', (gateway) => {
  it('cancels its subscriptions, charges nothing more, forgets the card and tells the reader', async () => {
    await sellThrough(t, gateway);
    const plan = await createPlan(t, { price: 1000, name: 'Monthly Library' });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    await confirmOrder(reader, orderId, { token: await tokenFor(t, fakes, gateway) }).expect(200);
    expect(await t.db('payment_cards').where({ user_id: reader.id })).toHaveLength(1);
    expect(await cardsAtGateway(gateway, reader)).toBe(1);
    const before = outbox(t).length;

    await reader.v1('delete', `/user/cancel/${reader.id}`).expect(200);

    const subscription = await t.db('subscriptions').where({ user_id: reader.id }).first();
    expect(subscription).toMatchObject({ status: 'CANCEL', open_key: null });
    expect(new Date(subscription.period_end).getTime()).toBeLessThanOrEqual(
      t.clock.now().getTime(),
    );
    expect(await t.db('payment_cards').where({ user_id: reader.id })).toEqual([]);
    expect(await cardsAtGateway(gateway, reader)).toBe(0);
    const told = outbox(t)
      .slice(before)
      .filter((mail) => mail.to === reader.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Monthly Library');
    expect(told[0]?.text).toContain('クレジットカード情報は削除しました');

    // The next renewal run, a period later: no order, no charge.
    const paymentsBefore = (await t.db('payments').where({ user_id: reader.id })).length;
    t.clock.advance(40 * DAY_MS);
    await runRenewals(t);
    expect((await t.db('payments').where({ user_id: reader.id })).length).toBe(paymentsBefore);
    expect(await t.db('orders').where({ subscription_id: subscription.id })).toHaveLength(1);
  });
});

describe('closing an account while the gateway is away', () => {
  it('forgets the card at the gateway on a later renewal run', async () => {
    await sellThrough(t, 'GMO');
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    await confirmOrder(reader, orderId, { token: await tokenFor(t, fakes, 'GMO') }).expect(200);
    fakes.gmo.faults.inject({ operation: 'DeleteCard', when: 'before', error: '5xx' });

    await reader.v1('delete', `/user/cancel/${reader.id}`).expect(200);
    // Given up at once (no charge can use it), still kept until the gateway has deleted it.
    const kept = await t.db('payment_cards').where({ user_id: reader.id }).first();
    expect(kept.removed_at).not.toBeNull();
    expect(await cardsAtGateway('GMO', reader)).toBe(1);

    fakes.gmo.faults.clear();
    await runRenewals(t);
    expect(await t.db('payment_cards').where({ user_id: reader.id })).toEqual([]);
    expect(await cardsAtGateway('GMO', reader)).toBe(0);
  });
});
