import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@hondana/schemas/contracts';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { UsageEvent } from '../../../server/src/viewer/usage';
import { expectedFigures, japanMonth } from './expected';
import { buyAt, seedHistory } from './history';

// The dashboard's figures (issue 31) over a history built through the real flows: each one
// equals what plain arithmetic over the stored rows gives, and the amounts written by hand.

let t: TestApp;
let history: Awaited<ReturnType<typeof seedHistory>>;

beforeAll(async () => {
  t = await createTestApp();
  history = await seedHistory(t);
}, 120_000);
afterAll(() => t.destroy());

async function figures(who: 'sakura' | 'aozora' | 'service' | 'system', query = '') {
  const res = await (await t.login(who)).get(`/api/admin/dashboard${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DashboardFigures;
}

const total = (body: DashboardFigures, key: 'paid' | 'refunded' | 'newSubscriptions') =>
  (body.business?.byMonth ?? []).reduce((sum, month) => sum + month[key], 0);

describe('GET /api/admin/dashboard as a company admin', () => {
  it('answers every figure as the stored rows and the hand-written history give it', async () => {
    const body = await figures('sakura');
    const sakura = t.fixtures.sakura.id;
    const expected = await expectedFigures(t, [sakura], 12);
    expect(body).toMatchObject({ companyId: sakura, months: 12 });
    expect([body.from, body.to]).toEqual([expected.labels[0], expected.labels[11]]);
    expect(body.business).toMatchObject({
      mrr: expected.mrr,
      activeSubscribers: expected.activeSubscribers,
      trialReaders: expected.trialReaders,
      pastDueReaders: expected.pastDueReaders,
      byMonth: expected.byMonth,
    });
    // By hand: A 990 + 1,100 + 1,100 (coupon 10 % on the first), B 10,560 (¥9,600 + tax),
    // C 2 × 1,100, F 1,100 refunded, H 3 × 1,100, D 1,100.
    expect(total(body, 'paid')).toBe(21_450);
    expect(total(body, 'refunded')).toBe(1_100);
    // A and H monthly (¥1,000 each), B ¥9,600 a year = ¥800 a month.
    expect(body.business).toMatchObject({
      mrr: 2_800,
      activeSubscribers: 3,
      trialReaders: 1,
      pastDueReaders: 1,
    });
    // A B C F H D E started (G never did); C cancelled; D's renewal failed (H's decline was
    // on-session, at checkout: no renewal).
    expect(total(body, 'newSubscriptions')).toBe(7);
    const months = body.business?.byMonth ?? [];
    expect(months.reduce((sum, m) => sum + m.cancelledSubscriptions, 0)).toBe(1);
    expect(months.reduce((sum, m) => sum + m.failedRenewals, 0)).toBe(1);
    expect(months.filter((m) => m.paid > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('lists readers per plan, coupon redemptions and the most opened titles', async () => {
    const body = await figures('sakura');
    const expected = await expectedFigures(t, [t.fixtures.sakura.id], 12);
    expect(body.plans).toHaveLength(3);
    for (const plan of body.plans) expect(plan).toMatchObject(expected.plansById[plan.planId]);
    const { monthly, yearly, trial } = history.plans;
    const byId = Object.fromEntries(body.plans.map((plan) => [plan.planId, plan]));
    expect(byId[monthly.id]).toMatchObject({ active: 2, trial: 0, pastDue: 1 });
    expect(byId[yearly.id]).toMatchObject({ active: 1, trial: 0, pastDue: 0 });
    expect(byId[trial.id]).toMatchObject({ active: 0, trial: 1, pastDue: 0 });
    expect(body.coupons).toEqual([
      {
        couponId: history.coupon.id,
        code: 'TENOFF',
        discountPercent: 10,
        redemptions: 1,
        numberOfUsages: null,
      },
    ]);
    const { often, once } = history.reading;
    expect(body.business?.topTitles).toEqual([
      { contentId: often.id, title: 'Often read', opens: 3, pageViews: 5, downloads: 0 },
      { contentId: once.id, title: 'Downloaded once', opens: 1, pageViews: 0, downloads: 1 },
    ]);
  });

  it('bounds the window by ?months= (this month alone, then two years)', async () => {
    const sakura = t.fixtures.sakura.id;
    const one = await figures('sakura', '?months=1');
    const expected = await expectedFigures(t, [sakura], 1);
    expect(one.business?.byMonth).toEqual(expected.byMonth);
    const two = await figures('sakura', '?months=24');
    expect(two.business?.byMonth).toEqual((await expectedFigures(t, [sakura], 24)).byMonth);
    // The open of 800 days ago is outside even two years.
    expect(
      two.business?.topTitles.find((x) => x.contentId === history.reading.once.id)?.opens,
    ).toBe(1);
  });

  it('keeps an answer a minute on the app clock, then computes it again', async () => {
    const first = await figures('sakura', '?months=3');
    const { once, readerId } = history.reading;
    await t.ctx.viewer.usage.record({
      companyId: t.fixtures.sakura.id,
      contentId: once.id,
      userId: readerId,
      event: UsageEvent.OPEN,
      quantity: 1,
      at: t.clock.now(),
    });
    expect(await figures('sakura', '?months=3')).toEqual(first);
    t.clock.advance(60_001);
    const later = await figures('sakura', '?months=3');
    const opensOf = (body: DashboardFigures) =>
      body.business?.topTitles.find((x) => x.contentId === once.id)?.opens;
    expect(opensOf(later)).toBe((opensOf(first) ?? 0) + 1);
  });
});

describe('who sees which figures', () => {
  it('keeps sakura’s admin out of aozora, and aozora’s figures free of sakura', async () => {
    const sakura = await t.login('sakura');
    const refused = await sakura.get(`/api/admin/dashboard?companyId=${t.fixtures.aozora.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, message_key: 'api.error.403' });
    const aozora = await figures('aozora');
    expect(aozora.companyId).toBe(t.fixtures.aozora.id);
    // Its reader's ¥3,000 month (+ tax), renewed twice over the history.
    expect(total(aozora, 'paid')).toBe(3 * 3_300);
    const text = JSON.stringify(aozora);
    for (const secret of [history.plans.monthly.id, 'TENOFF', 'Often read', 'Monthly 1000']) {
      expect(text.includes(secret), secret).toBe(false);
    }
    expect(aozora.business?.topTitles.map((x) => x.title)).toEqual(['Aozora favourite']);
  });

  it('gives a service admin plan and coupon figures only, of their own tenant', async () => {
    const body = await figures('service');
    expect(body.business).toBeUndefined();
    expect(body.plans).toHaveLength(3);
    expect(body.coupons.map((c) => c.code)).toEqual(['TENOFF']);
    const service = await t.login('service');
    const other = await service.get(`/api/admin/dashboard?companyId=${t.fixtures.aozora.id}`);
    expect(other.status).toBe(403);
  });

  it('gives a system admin every tenant at once, or the one chosen', async () => {
    const { sakura, aozora } = t.fixtures;
    const all = await figures('system');
    expect(all.companyId).toBeNull();
    const expected = await expectedFigures(t, [sakura.id, aozora.id], 12);
    expect(all.business).toMatchObject({
      mrr: expected.mrr,
      activeSubscribers: expected.activeSubscribers,
      trialReaders: expected.trialReaders,
      pastDueReaders: expected.pastDueReaders,
      byMonth: expected.byMonth,
    });
    expect(total(all, 'paid')).toBe(21_450 + 3 * 3_300);
    expect(all.plans).toHaveLength(4);
    expect(all.business?.topTitles[0]).toMatchObject({ title: 'Aozora favourite', opens: 5 });
    const one = await figures('system', `?companyId=${sakura.id}`);
    expect(one.companyId).toBe(sakura.id);
    expect(one.business?.byMonth).toEqual((await expectedFigures(t, [sakura.id], 12)).byMonth);
  });

  it('refuses callers without a session and hostile parameters with catalogue errors', async () => {
    const anonymous = await t.anonymous().get('/api/admin/dashboard');
    expect(anonymous.status).toBe(401);
    const admin = await t.login('sakura');
    for (const query of [
      'months=0',
      'months=25',
      'months=-1',
      'months=1.5',
      'months=x',
      'months=',
      'months=1e1',
      'months=%00',
      'months=1&months=2',
      `months=${'9'.repeat(400)}`,
    ]) {
      const res = await admin.get(`/api/admin/dashboard?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ status: 400, message_key: 'api.error.400' });
      expect(res.body.errors, query).toHaveProperty('months');
    }
    const system = await t.login('system');
    const unknown = await system.get(
      '/api/admin/dashboard?companyId=00000000-0000-0000-0000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });
});

describe('months on the Japan calendar', () => {
  // Last: it moves the clock to the next month and adds a purchase.
  it('counts a payment at 00:30 on the 1st in Japan in that month (still the last in UTC)', async () => {
    const wall = new Date(t.clock.now().getTime() + 9 * 3_600_000);
    const nextMonth = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1);
    const halfPastMidnight = nextMonth - 9 * 3_600_000 + 30 * 60_000;
    t.clock.advance(halfPastMidnight - t.clock.now().getTime());
    const payment = await buyAt(t, history.plans.monthly.id);
    expect(new Date(payment.created_at).toISOString().slice(0, 7)).not.toBe(
      japanMonth(payment.created_at),
    );
    const body = await figures('sakura', '?months=1');
    expect(body.business?.byMonth).toEqual([
      {
        month: japanMonth(payment.created_at),
        paid: 1_100,
        refunded: 0,
        revenue: 1_100,
        newSubscriptions: 1,
        cancelledSubscriptions: 0,
        failedRenewals: 0,
      },
    ]);
  });
});
