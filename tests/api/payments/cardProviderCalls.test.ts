import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import type { FakeGateways } from '../../support/gateways';
import { createPlan, sakuraReader } from '../subscriptions/support';
import { sellThrough, tokenFor, useGatewayApp } from './support';

/** Spec 001 §7's other card provider calls, on a tenant selling through GMO. */
let t: TestApp;
let fakes: FakeGateways;

useGatewayApp((app, started) => {
  t = app;
  fakes = started;
});

describe('card provider calls', () => {
  it('order-receive opens the order; /gmo/charge registers and pays in one call; a bad token is 841', async () => {
    await sellThrough(t, 'GMO');
    const plan = await createPlan(t);
    const reader = await sakuraReader(t);
    const opened = await reader
      .v1('post', '/veritrans/order-receive')
      .send({ subscription_plan_id: plan.id })
      .expect(200);
    expect(opened.body.data).toMatchObject({
      order: { status: 'PENDING' },
      is_payment_required: true,
    });

    const refused = await reader
      .v1('post', '/gmo/charge')
      .send({ subscription_plan_id: plan.id, token: 'not-a-token' });
    expect(refused.body.status).toBe(Status.invalidCard);
    const paid = await reader.v1('post', '/gmo/charge').send({
      subscription_plan_id: plan.id,
      token: await tokenFor(t, fakes, 'GMO'),
      card_holder_name: 'HANA READER',
    });
    expect(paid.body.data).toMatchObject({ result: 'OK', order: { status: 'PAID' } });
    expect([...fakes.gmo.trades.values()].filter((x) => x.status === 'CAPTURE')).toHaveLength(1);
  });

  it('/gmo/add-card replaces the stored card; a used token is refused and the old card kept', async () => {
    await sellThrough(t, 'GMO');
    const reader = await sakuraReader(t);
    const token = await tokenFor(t, fakes, 'GMO');
    const first = await reader.v1('post', '/gmo/add-card').send({ token }).expect(200);
    expect(first.body.data.card).toMatchObject({ last4: '1111', exp_month: 12, exp_year: 2030 });
    const again = await reader.v1('post', '/gmo/add-card').send({ token });
    expect(again.body.status).toBe(Status.invalidCard);
    const shown = await reader.v1('get', '/veritrans/card').expect(200);
    expect(shown.body.data.card.last4).toBe('1111');
  });
});
