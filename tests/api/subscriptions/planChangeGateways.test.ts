import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import type { FakeGateways } from '../../support/gateways';
import { payThroughChallenge, sellThrough, tokenFor, useGatewayApp } from '../payments/support';
import {
  DAY_MS,
  changeTo,
  chargedAt,
  mayRead,
  quoteOf,
  renewAtPeriodEnd,
  subscribeByCard,
  subscriptionRow,
  thirtyDayPlan,
} from './planChangeSupport';
import { confirmOrder, sakuraReader } from './support';

/**
 * Issue 30, item 6 on the sandbox and the VeriTrans and GMO fakes: a reader upgrades mid-period
 * and pays exactly the prorated difference, reads the new plan at once, and the next renewal
 * charges the new price; a downgrade waits for the period's end, where the renewal charges the
 * lower price and switches; a scheduled change cancelled leaves the old plan renewing.
 *
 * Plans of 30 days, before tax: Lite ¥500, Basic ¥1,000, Premium ¥2,000 (tax 10 %, half up).
 * Ten days into a period, twenty of thirty remain:
 *   Basic → Premium: (2,000 − 1,000) × 20 ÷ 30 = 666.67 → 666; tax 66.6 → 67; total ¥733.
 */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
  t.clock.freeze();
});

async function plans() {
  return {
    lite: await thirtyDayPlan(t, 'Lite', 500),
    basic: await thirtyDayPlan(t, 'Basic', 1000),
    premium: await thirtyDayPlan(t, 'Premium', 2000),
  };
}

describe.each(['SANDBOX', 'VERITRANS', 'GMO'] as const)('plan change on %s', (gateway) => {
  beforeEach(() => sellThrough(t, gateway));

  it('upgrade ten days in: ¥733 now with the stored card, the new plan read at once, ¥2,200 at renewal', async () => {
    const { basic, premium } = await plans();
    let reader = await sakuraReader(t);
    const subscriptionId = await subscribeByCard(t, fakes, gateway, reader, basic.id);
    const { period_end: periodEnd } = await subscriptionRow(t, subscriptionId);
    t.clock.advance(10 * DAY_MS);
    reader = await sakuraReader(t, reader);

    const quoted = await quoteOf(reader, subscriptionId, premium.id).expect(200);
    expect(quoted.body.data).toMatchObject({
      kind: 'UPGRADE',
      today: { base: 666, tax: 67, total: 733 },
      next: { at: new Date(periodEnd).toISOString(), charge: { base: 2000, total: 2200 } },
    });
    const changed = await changeTo(reader, subscriptionId, premium.id).expect(200);
    expect(changed.body.data).toMatchObject({
      kind: 'UPGRADE',
      order: { status: 'PENDING', base_amount: 666, tax_amount: 67, total_amount: 733 },
    });
    expect(await mayRead(reader, premium.bookId)).toBe(false);

    const paid = await confirmOrder(reader, changed.body.data.order.id).expect(200);
    expect(paid.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    expect(await chargedAt(t, fakes, gateway)).toEqual([1100, 733]);
    const after = await subscriptionRow(t, subscriptionId);
    expect(after).toMatchObject({ plan_id: premium.id, status: 'ACTIVE', periods_billed: 1 });
    expect(new Date(after.period_end).getTime()).toBe(new Date(periodEnd).getTime());
    expect(await mayRead(reader, premium.bookId)).toBe(true);
    expect(await mayRead(reader, basic.bookId)).toBe(false);

    await renewAtPeriodEnd(t, subscriptionId);
    expect(await chargedAt(t, fakes, gateway)).toEqual([1100, 733, 2200]);
    const renewed = await subscriptionRow(t, subscriptionId);
    expect(renewed).toMatchObject({ plan_id: premium.id, periods_billed: 2, status: 'ACTIVE' });
  });

  it('upgrade paid with a new card through 3-D Secure', async () => {
    const { basic, premium } = await plans();
    let reader = await sakuraReader(t);
    const subscriptionId = await subscribeByCard(t, fakes, gateway, reader, basic.id);
    t.clock.advance(10 * DAY_MS);
    reader = await sakuraReader(t, reader);
    const changed = await changeTo(reader, subscriptionId, premium.id).expect(200);
    const { first, after } = await payThroughChallenge(t, reader, changed.body.data.order.id, {
      token: await tokenFor(t, fakes, gateway, 6),
    });
    expect(first.body.data.result).toBe('REQUIRES_ACTION');
    expect(after.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    expect(await chargedAt(t, fakes, gateway)).toEqual([1100, 733]);
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({ plan_id: premium.id });
  });

  it('downgrade: the old plan to the period’s end, then ¥550 and the new plan', async () => {
    const { lite, premium } = await plans();
    let reader = await sakuraReader(t);
    const subscriptionId = await subscribeByCard(t, fakes, gateway, reader, premium.id);
    const { period_end: periodEnd } = await subscriptionRow(t, subscriptionId);
    t.clock.advance(10 * DAY_MS);
    reader = await sakuraReader(t, reader);

    const changed = await changeTo(reader, subscriptionId, lite.id).expect(200);
    const at = new Date(periodEnd).toISOString();
    expect(changed.body.data).toMatchObject({
      kind: 'SCHEDULED',
      order: null,
      quote: { today: { total: 0 }, effective_at: at, next: { at, charge: { total: 550 } } },
      scheduled_change: { plan_id: lite.id, plan_name: 'Lite', at },
    });
    const shown = await reader
      .v1('get', `/subscription-plan/user/registered/${subscriptionId}`)
      .expect(200);
    expect(shown.body.data).toMatchObject({
      subscription_plan_id: premium.id,
      next_plan_id: lite.id,
      next_plan_name: 'Lite',
      next_plan_date: at,
    });
    expect(await chargedAt(t, fakes, gateway)).toEqual([2200]);
    expect(await mayRead(reader, premium.bookId)).toBe(true);
    expect(await mayRead(reader, lite.bookId)).toBe(false);

    await renewAtPeriodEnd(t, subscriptionId);
    reader = await sakuraReader(t, reader);
    expect(await chargedAt(t, fakes, gateway)).toEqual([2200, 550]);
    const renewed = await subscriptionRow(t, subscriptionId);
    expect(renewed).toMatchObject({ plan_id: lite.id, next_plan_id: null, periods_billed: 2 });
    expect(await mayRead(reader, lite.bookId)).toBe(true);
    expect(await mayRead(reader, premium.bookId)).toBe(false);
  });

  it('a scheduled change cancelled: the renewal charges the old plan', async () => {
    const { lite, premium } = await plans();
    let reader = await sakuraReader(t);
    const subscriptionId = await subscribeByCard(t, fakes, gateway, reader, premium.id);
    t.clock.advance(10 * DAY_MS);
    reader = await sakuraReader(t, reader);
    await changeTo(reader, subscriptionId, lite.id).expect(200);
    const cancelled = await reader
      .v1('delete', `/subscription-plan/user/registered/${subscriptionId}/changes`)
      .expect(200);
    expect(cancelled.body.data).toEqual({ scheduled_change: null });

    await renewAtPeriodEnd(t, subscriptionId);
    expect(await chargedAt(t, fakes, gateway)).toEqual([2200, 2200]);
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({
      plan_id: premium.id,
      next_plan_id: null,
      periods_billed: 2,
    });
  });
});
