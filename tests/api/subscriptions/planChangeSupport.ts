import { expect } from 'vitest';
import type { TestApp } from '../../support/app';
import { createContent } from '../../support/contents';
import type { FakeGateways, GatewaySetting } from '../../support/gateways';
import { tokenFor } from '../payments/support';
import { confirmOrder, createPlan, openOrder, runRenewals } from './support';
import type { sakuraReader } from './support';

/**
 * Plan change fixtures (issue 30, item 6): plans of one 30-day period, so a prorated
 * difference is written by hand in whole days; a reader paying by card; what the gateway
 * itself charged.
 */
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type Reader = Awaited<ReturnType<typeof sakuraReader>>;

/** A 30-day plan at `price` yen before tax, opening a group with one book in it. */
export async function thirtyDayPlan(t: TestApp, name: string, price: number, fields = {}) {
  const plan = await createPlan(t, { name, price, duration: 30, durationType: 'DAY', ...fields });
  const groupId = plan.contentGroupIds[0] as string;
  const book = await createContent(t, t.fixtures.sakura.id, { groupIds: [groupId] });
  return { id: plan.id, bookId: book.id };
}

/** Registers `planId` and pays its first order with a new card; answers the subscription id. */
export async function subscribeByCard(
  t: TestApp,
  fakes: FakeGateways,
  gateway: GatewaySetting,
  reader: Reader,
  planId: string,
) {
  const orderId = await openOrder(reader, planId);
  const token = await tokenFor(t, fakes, gateway);
  const paid = await confirmOrder(reader, orderId, { token }).expect(200);
  expect(paid.body.data.order.status).toBe('PAID');
  return String(paid.body.data.order.subscription_id);
}

/** `POST …/changes`: the change to `planId` (its answer, whatever the status). */
export function changeTo(reader: Reader, subscriptionId: string, planId: string) {
  return reader
    .v1('post', `/subscription-plan/user/registered/${subscriptionId}/changes`)
    .send({ subscription_plan_id: planId });
}

/** `GET …/change-quote`: one plan's quote. */
export function quoteOf(reader: Reader, subscriptionId: string, planId: string) {
  return reader.v1(
    'get',
    `/subscription-plan/user/registered/${subscriptionId}/change-quote?subscription_plan_id=${planId}`,
  );
}

/** Whether the reader may read the book now (the detail page's `is_registered`). */
export async function mayRead(reader: Reader, bookId: string): Promise<boolean> {
  const res = await reader.v1('get', `/content/detail/${bookId}`).expect(200);
  return res.body.data.is_registered === true;
}

/** Moves the app's clock an hour past the running period's end and runs the renewal job. */
export async function renewAtPeriodEnd(t: TestApp, subscriptionId: string) {
  const sub = await t.db('subscriptions').where({ id: subscriptionId }).first();
  t.clock.advance(new Date(String(sub.period_end)).getTime() - t.clock.now().getTime() + HOUR_MS);
  await runRenewals(t);
}

export async function subscriptionRow(t: TestApp, id: string) {
  return t.db('subscriptions').where({ id }).first();
}

/** What the gateway itself captured, in the order it did (the fakes' books, the sandbox's rows). */
export async function chargedAt(
  t: TestApp,
  fakes: FakeGateways,
  gateway: GatewaySetting,
): Promise<number[]> {
  if (gateway === 'VERITRANS') {
    return [...fakes.veritrans.orders.values()]
      .filter((o) => o.status === 'capture')
      .map((o) => o.amount);
  }
  if (gateway === 'GMO') {
    return [...fakes.gmo.trades.values()]
      .filter((trade) => trade.status === 'CAPTURE')
      .map((trade) => Number(trade.clientField1));
  }
  const rows = await t
    .db('sandbox_charges')
    .where({ status: 'succeeded' })
    .orderBy('created_at')
    .orderBy('id');
  return rows.map((row) => Number(row.amount));
}
