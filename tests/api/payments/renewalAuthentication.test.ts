import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import type { FakeGateways } from '../../support/gateways';
import { outbox } from '../account/support';
import { DAY_MS, createPlan, openOrder, runRenewals, sakuraReader } from '../subscriptions/support';
import { payThroughChallenge, sellThrough, tokenFor, useGatewayApp } from './support';

// Issue 30, item 3: a renewal the card issuer wants authenticated cannot be charged without the
// reader. They are told where to pay it (their subscription's page), pay it there through the
// challenge with the kept card, and the subscription runs on from its billing day.

let t: TestApp;
let fakes: FakeGateways;
useGatewayApp((app, started) => {
  t = app;
  fakes = started;
});

describe.each(['SANDBOX', 'VERITRANS', 'GMO'] as const)(
  'a renewal that needs 3-D Secure (%s)',
  (gateway) => {
    it('tells the reader where to pay it, and paying it there on-session renews', async () => {
      await sellThrough(t, gateway);
      const plan = await createPlan(t, { price: 1000, name: 'Monthly' });
      const reader = await sakuraReader(t);
      const first = await openOrder(reader, plan.id);
      // Expiry month 07: the issuer wants authentication on every charge.
      const paid = await payThroughChallenge(t, reader, first, {
        token: await tokenFor(t, fakes, gateway, 7),
      });
      expect(paid.after.body.data.result).toBe('OK');
      const { subscription_id: subscriptionId } = await t.db('orders').where({ id: first }).first();
      const periodEnd = new Date(
        (await t.db('subscriptions').where({ id: subscriptionId }).first()).period_end,
      );

      t.clock.advance(32 * DAY_MS);
      const mailsBefore = outbox(t).length;
      await runRenewals(t);
      const renewal = await t
        .db('orders')
        .where({ subscription_id: subscriptionId, period_number: 2 })
        .first();
      expect(renewal.status).toBe('PENDING');
      expect((await t.db('subscriptions').where({ id: subscriptionId }).first()).status).toBe(
        'PAST_DUE',
      );
      const told = await t
        .db('notifications')
        .where({ user_id: reader.id, type: 'payment-action-required' });
      expect(told).toHaveLength(1);
      const link = `/sakura/subscription`;
      expect(told[0].content).toContain(link);
      expect(
        outbox(t)
          .slice(mailsBefore)
          .some((mail) => mail.text.includes(link)),
      ).toBe(true);

      // On the page the link opens: the renewal's order, paid with the kept card, through the challenge.
      // A month on, the reader signs in again (a session lasts an hour of the app's clock).
      const back = await sakuraReader(t, reader);
      const { first: asked, after } = await payThroughChallenge(t, back, renewal.id, {});
      expect(asked.body).toMatchObject({ data: { result: 'REQUIRES_ACTION' } });
      expect(after.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
      const renewed = await t.db('subscriptions').where({ id: subscriptionId }).first();
      expect(renewed).toMatchObject({ status: 'ACTIVE', periods_billed: 2, failed_attempts: 0 });
      // The billing day is kept: period 2 starts where period 1 ended.
      expect(new Date(renewed.period_start).getTime()).toBe(periodEnd.getTime());
      const types = (await t.db('notifications').where({ user_id: reader.id })).map((n) => n.type);
      expect(types).toContain('renewal-charged');
    });
  },
);
