import { Status } from '@hondana/schemas/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import { createContent } from '../../support/contents';
import { createReader } from '../../support/readers';
import {
  DAY_MS,
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  runRenewals,
  sakuraReader,
  useCommerceApp,
} from '../subscriptions/support';
import type { Reader } from './support';
import { aozoraPlan, namedReader, outboxFiles, subscribe } from './support';

let t: TestApp;
useCommerceApp((app) => {
  t = app;
});

/** A ¥1,000 monthly plan (¥1,100 with tax) opening a group with one title. */
async function planWithTitle() {
  const plan = await createPlan(t, { name: 'Library', price: 1000 });
  const title = await createContent(t, t.fixtures.sakura.id, { groupIds: plan.contentGroupIds });
  return { plan, title };
}

/** Whether the reader may read `contentId` now (a fresh session: the clock may have moved). */
async function opens(reader: Reader, contentId: string) {
  const again = await sakuraReader(t, reader);
  const res = await again.v1('get', `/content/detail/${contentId}`).expect(200);
  return res.body.data.is_registered as boolean;
}

const profileOf = async (userId: string) =>
  (await (await t.login('sakura')).get(`/api/admin/subscribers/${userId}`).expect(200)).body;

describe('an admin cancels a subscription', () => {
  it('at the period’s end: no more charges, reading to the end, the reader told', async () => {
    const { plan, title } = await planWithTitle();
    const reader = await namedReader(t, 'Hanako');
    const id = await subscribe(t, reader, plan.id);
    const admin = await t.login('sakura');
    const res = await admin
      .post(`/api/admin/subscriptions/${id}/cancel`)
      .send({ when: 'periodEnd' })
      .expect(200);
    expect(res.body).toMatchObject({ id, status: 'CANCEL', nextBillingDate: null });
    expect(await opens(reader, title.id)).toBe(true);
    const again = await admin
      .post(`/api/admin/subscriptions/${id}/cancel`)
      .send({ when: 'periodEnd' });
    expect(again.status).toBe(400);
    const profile = await profileOf(reader.id);
    expect(profile.notifications.map((n: { type: string }) => n.type)).toContain(
      'subscription-cancelled',
    );
    t.clock.advance(32 * DAY_MS);
    await runRenewals(t);
    expect(await opens(reader, title.id)).toBe(false);
    expect(await t.db('payments').where({ user_id: reader.id })).toHaveLength(1);
  });

  it('now: reading ends at once; another tenant’s admin cannot touch it', async () => {
    const { plan, title } = await planWithTitle();
    const reader = await namedReader(t, 'Taro');
    const id = await subscribe(t, reader, plan.id);
    const aozora = await t.login('aozora');
    const foreign = await aozora
      .post(`/api/admin/subscriptions/${id}/cancel`)
      .send({ when: 'now' });
    expect(foreign.status).toBe(404);
    expect(await opens(reader, title.id)).toBe(true);
    const admin = await t.login('sakura');
    for (const body of [{}, { when: 'tomorrow' }, { when: ['now'] }, []]) {
      expect((await admin.post(`/api/admin/subscriptions/${id}/cancel`).send(body)).status).toBe(
        400,
      );
    }
    const res = await admin
      .post(`/api/admin/subscriptions/${id}/cancel`)
      .send({ when: 'now' })
      .expect(200);
    expect(res.body.status).toBe('CANCEL');
    expect(Date.parse(res.body.usageEndDate)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await opens(reader, title.id)).toBe(false);
    const missing = await admin.post('/api/admin/subscriptions/nope/cancel').send({ when: 'now' });
    expect(missing.status).toBe(404);
  });
});

describe('an admin refunds from the profile', () => {
  it('a part, then the rest: in the payments list, the reader’s history and the dashboard', async () => {
    const { plan, title } = await planWithTitle();
    const reader = await namedReader(t, 'Refund Reader');
    const id = await subscribe(t, reader, plan.id);
    const admin = await t.login('sakura');
    const payments = async () =>
      (
        await admin
          .get('/api/admin/transactions')
          .query({ filter: JSON.stringify({ userId: reader.id }) })
          .expect(200)
      ).body;
    const [payment] = await payments();
    expect(payment).toMatchObject({ totalAmount: 1100, refundedAmount: 0 });
    await admin.get('/api/admin/dashboard?months=1').expect(200);
    await admin
      .post(`/api/admin/transactions/${payment.id}/refund`)
      .send({ amount: 300 })
      .expect(200);
    expect((await payments())[0]).toMatchObject({ refundedAmount: 300, keptAmount: 800 });
    const history = async () => {
      const again = await sakuraReader(t, reader);
      return (await again.v1('get', '/transaction/page').expect(200)).body.data.content[0];
    };
    expect(await history()).toMatchObject({ refunded_amount: 300, total_amount: 1100 });
    // The dashboard's month: kept a minute, but an admin's refund drops what was kept (the
    // clock does not move here).
    const refundedThisMonth = async () => {
      const body = (await admin.get('/api/admin/dashboard?months=1').expect(200)).body as {
        business: { byMonth: { paid: number; refunded: number }[] };
      };
      return body.business.byMonth.at(-1);
    };
    expect(await refundedThisMonth()).toMatchObject({ refunded: 300 });
    // A part leaves the plan running.
    expect((await profileOf(reader.id)).subscriptions[0]).toMatchObject({ id, status: 'ACTIVE' });
    expect(await opens(reader, title.id)).toBe(true);

    await admin.post(`/api/admin/transactions/${payment.id}/refund`).send({}).expect(200);
    expect((await payments())[0]).toMatchObject({ refundedAmount: 1100, keptAmount: 0 });
    expect(await history()).toMatchObject({ refunded_amount: 1100 });
    expect(await refundedThisMonth()).toMatchObject({ refunded: 1100 });
    expect((await profileOf(reader.id)).subscriptions[0]).toMatchObject({ status: 'REFUNDED' });
    expect(await opens(reader, title.id)).toBe(false);
  });
});

describe('complimentary access', () => {
  it('opens the plan’s titles for the days given, with no charge, and ends by itself', async () => {
    const { plan, title } = await planWithTitle();
    const reader = await namedReader(t, 'Guest');
    expect(await opens(reader, title.id)).toBe(false);
    const admin = await t.login('sakura');
    const res = await admin
      .post('/api/admin/subscriptions')
      .send({ userId: reader.id, planId: plan.id, days: 10 })
      .expect(201);
    expect(res.body).toMatchObject({
      userId: reader.id,
      planId: plan.id,
      status: 'ACTIVE',
      isComplimentary: true,
      isTrial: false,
      nextBillingDate: null,
    });
    const end = Date.parse(res.body.usageEndDate);
    expect(end - Date.parse(res.body.usageStartDate)).toBe(10 * DAY_MS);
    expect(await opens(reader, title.id)).toBe(true);
    // The reader sees it, with no billing date; no order, no payment.
    const registered = await reader
      .v1('get', '/subscription-plan/user/registered/page')
      .expect(200);
    expect(registered.body.data.content[0]).toMatchObject({
      status: 'ACTIVE',
      is_complimentary: true,
      next_billing_date: null,
    });
    expect(await t.db('orders').where({ user_id: reader.id })).toHaveLength(0);
    // Held already: 881, as a reader registering twice.
    const twice = await admin
      .post('/api/admin/subscriptions')
      .send({ userId: reader.id, planId: plan.id, days: 10 });
    expect(twice.body.status).toBe(Status.planAlreadyRegistered);
    // No plan change on a gift.
    const change = await (
      await sakuraReader(t, reader)
    )
      .v1('get', `/subscription-plan/user/registered/${res.body.id}/change-quote`)
      .query({ subscription_plan_id: plan.id });
    expect(change.body.status).toBe(Status.orderClosed);

    t.clock.advance(11 * DAY_MS);
    await runRenewals(t);
    expect(await opens(reader, title.id)).toBe(false);
    expect(await t.db('payments').where({ user_id: reader.id })).toHaveLength(0);
    expect(await t.db('sandbox_charges')).toHaveLength(0);
    const after = await profileOf(reader.id);
    expect(after.subscriptions[0]).toMatchObject({ status: 'CANCEL' });
    expect(Date.parse(after.subscriptions[0].usageEndDate)).toBe(end);
  });

  it('refuses bad input, another tenant’s reader or plan, and service admins', async () => {
    const plan = await createPlan(t);
    const reader = await namedReader(t, 'Someone');
    const admin = await t.login('sakura');
    const grant = (body: unknown) => admin.post('/api/admin/subscriptions').send(body as object);
    for (const days of [0, -1, 367, 1.5, '10', null]) {
      expect((await grant({ userId: reader.id, planId: plan.id, days })).status).toBe(400);
    }
    expect((await grant({ planId: plan.id, days: 5 })).status).toBe(400);
    expect((await grant([])).status).toBe(400);
    const foreignReader = await createReader(t, t.fixtures.aozora.id);
    const toForeign = await grant({ userId: foreignReader.id, planId: plan.id, days: 5 });
    expect(toForeign.body.status).toBe(Status.userNotFound);
    const foreignPlan = await aozoraPlan(t);
    const ofForeign = await grant({ userId: reader.id, planId: foreignPlan.id, days: 5 });
    expect(ofForeign.body.status).toBe(Status.planNotFound);
    const service = await t.login('service');
    const refused = await service
      .post('/api/admin/subscriptions')
      .send({ userId: reader.id, planId: plan.id, days: 5 });
    expect(refused.status).toBe(403);
    expect(await t.db('subscriptions')).toHaveLength(0);
  });
});

describe('a receipt sent again', () => {
  it('mails the PDF to the reader who paid; only a paid payment of the tenant', async () => {
    const plan = await createPlan(t, { name: 'Mail plan' });
    const reader = await namedReader(t, 'Mail Reader', 'mail-reader@example.test');
    const orderId = await openOrder(reader, plan.id);
    await confirmOrder(reader, orderId, { token: await cardToken(t, '4000000000000002') });
    await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
    const [paid, declined] = await t
      .db('payments')
      .where({ order_id: orderId })
      .orderBy('attempt', 'desc');
    const admin = await t.login('sakura');
    const before = outboxFiles(t).length;
    const sent = await admin.post(`/api/admin/transactions/${paid.id}/receipt-mail`).expect(200);
    expect(sent.body).toEqual({ id: paid.id, sentTo: 'mail-reader@example.test' });
    const mails = outboxFiles(t).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: mail-reader@example.test');
    expect(mails[0]).toMatch(/Content-Type: application\/pdf;\s+name=receipt-[\w-]+-ja\.pdf/);
    // The attachment is the PDF itself (`%PDF-` in base64).
    expect(mails[0]).toContain('JVBERi0');
    // A double click sends one mail; a minute later it may go again.
    const twice = await admin.post(`/api/admin/transactions/${paid.id}/receipt-mail`);
    expect(twice.body.status).toBe(Status.tooManyRequests);
    t.clock.advance(61_000);
    await admin.post(`/api/admin/transactions/${paid.id}/receipt-mail`).expect(200);

    const unpaid = await admin.post(`/api/admin/transactions/${declined.id}/receipt-mail`);
    expect(unpaid.status).toBe(400);
    const aozora = await t.login('aozora');
    const foreign = await aozora.post(`/api/admin/transactions/${paid.id}/receipt-mail`);
    expect(foreign.body.status).toBe(Status.transactionNotFound);
    expect(outboxFiles(t).length).toBe(before + 2);
  });
});

describe('a reader’s profile and notes', () => {
  it('shows plans, notices and notes; notes are bounded and the tenant’s own', async () => {
    const plan = await createPlan(t, { name: 'Profile plan' });
    const reader = await namedReader(t, 'Profile Reader', 'profile@example.test');
    const id = await subscribe(t, reader, plan.id);
    const admin = await t.login('sakura');
    const note = await admin
      .post(`/api/admin/subscribers/${reader.id}/notes`)
      .send({ body: '  Called about the invoice.  ' })
      .expect(201);
    expect(note.body).toMatchObject({ body: 'Called about the invoice.' });
    const profile = await profileOf(reader.id);
    expect(profile).toMatchObject({ id: reader.id, email: 'profile@example.test' });
    expect(profile.subscriptions.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(profile.notifications[0]).toMatchObject({ type: 'payment-succeeded', isRead: false });
    expect(profile.notes).toEqual([expect.objectContaining({ id: note.body.id })]);
    expect(profile.notes[0].authorName).not.toBe('');

    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(1001) }, { body: 5 }, []]) {
      const bad = await admin.post(`/api/admin/subscribers/${reader.id}/notes`).send(body);
      expect(bad.status).toBe(400);
    }
    await admin
      .post(`/api/admin/subscribers/${reader.id}/notes`)
      .send({ body: 'x'.repeat(1000) })
      .expect(201);

    const aozora = await t.login('aozora');
    expect((await aozora.get(`/api/admin/subscribers/${reader.id}`)).body.status).toBe(
      Status.userNotFound,
    );
    const planted = await aozora
      .post(`/api/admin/subscribers/${reader.id}/notes`)
      .send({ body: 'planted' });
    expect(planted.body.status).toBe(Status.userNotFound);
    const removed = await aozora.delete(
      `/api/admin/subscribers/${reader.id}/notes/${note.body.id}`,
    );
    expect(removed.body.status).toBe(Status.userNotFound);
    expect(await t.db('reader_notes').where({ user_id: reader.id })).toHaveLength(2);

    await admin.delete(`/api/admin/subscribers/${reader.id}/notes/${note.body.id}`).expect(200);
    expect(
      (await admin.delete(`/api/admin/subscribers/${reader.id}/notes/${note.body.id}`)).status,
    ).toBe(404);
    expect((await profileOf(reader.id)).notes).toHaveLength(1);
    // An admin is no reader: no profile.
    const staff = await t.db('users').where({ email: 'admin@sakura.test' }).first();
    expect((await admin.get(`/api/admin/subscribers/${staff.id}`)).body.status).toBe(
      Status.userNotFound,
    );
  });
});
