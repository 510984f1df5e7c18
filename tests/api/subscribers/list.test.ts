import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import { DAY_MS, createPlan, runRenewals } from '../subscriptions/support';
import { aozoraPlan, namedReader, subscribe } from './support';

let t: TestApp;
let admin: TestAgent;
const ids: Record<string, string> = {};
const plans: Record<string, string> = {};

/**
 * One tenant's subscribers in every state: past due (a card that fails on renewal), active,
 * in free days, cancelled; names a spreadsheet would run as formulas; an aozora subscriber.
 */
beforeAll(async () => {
  t = await createTestApp();
  plans.gold = (await createPlan(t, { name: 'Gold', price: 1000 })).id;
  plans.silver = (await createPlan(t, { name: 'Silver', price: 500, numberFreeTerm: 14 })).id;
  const late = await namedReader(t, 'Jiro Late', 'jiro@late.test');
  ids.pastDue = await subscribe(t, late, plans.gold, '4000000000000341');
  t.clock.advance(32 * DAY_MS);
  await runRenewals(t);
  // Sessions last an hour of the app's clock: sign in after the month.
  admin = await t.login('sakura');
  const hanako = await namedReader(t, 'Hanako Yamada', 'hanako@example.test');
  ids.active = await subscribe(t, hanako, plans.gold);
  const formula = await namedReader(t, '=HYPERLINK("http://evil.test","x")', '+cmd@evil.test');
  ids.trial = await subscribe(t, formula, plans.silver);
  const taro = await namedReader(t, 'Taro 100%_off');
  ids.cancelled = await subscribe(t, taro, plans.gold);
  await taro.v1('delete', `/subscription-plan/user/cancel/registered/${ids.cancelled}`).expect(200);
  const foreign = await createReader(t, t.fixtures.aozora.id, { fullName: 'Aozora Reader' });
  const aozora = await t.login('aozora');
  const given = await aozora
    .post('/api/admin/subscriptions')
    .send({ userId: foreign.id, planId: (await aozoraPlan(t)).id, days: 30 })
    .expect(201);
  ids.aozora = given.body.id;
});
afterAll(() => t.destroy());

const list = (filter: Record<string, unknown> = {}, extra: Record<string, string> = {}) =>
  admin
    .get('/api/admin/subscriptions')
    .query({ filter: JSON.stringify(filter), ...extra })
    .expect(200);
const idsOf = (res: { body: { id: string }[] }) => res.body.map((row) => row.id).sort();

describe('GET /api/admin/subscriptions', () => {
  it('lists the tenant’s subscriptions with reader and plan, newest first, with Content-Range', async () => {
    const res = await list();
    expect(res.headers['content-range']).toBe('subscriptions 0-3/4');
    expect(res.body.map((row: { id: string }) => row.id)).toEqual([
      ids.cancelled,
      ids.trial,
      ids.active,
      ids.pastDue,
    ]);
    expect(res.body[2]).toMatchObject({
      userFullName: 'Hanako Yamada',
      userEmail: 'hanako@example.test',
      planId: plans.gold,
      planName: 'Gold',
      status: 'ACTIVE',
      isTrial: false,
      isComplimentary: false,
    });
    expect(res.body[2].nextBillingDate).toBe(res.body[2].usageEndDate);
    expect(res.body[1]).toMatchObject({ status: 'ACTIVE', isTrial: true, planName: 'Silver' });
    expect(res.body[3]).toMatchObject({ status: 'PAST_DUE', failedAttempts: 1 });
  });

  it('filters by status, plan, free days and reader; searches name and e-mail', async () => {
    expect(idsOf(await list({ status: 'PAST_DUE' }))).toEqual([ids.pastDue]);
    expect(idsOf(await list({ status: ['CANCEL', 'PAST_DUE'] }))).toEqual(
      [ids.cancelled, ids.pastDue].sort(),
    );
    expect(idsOf(await list({ status: 'REFUNDED' }))).toEqual([]);
    expect(idsOf(await list({ planId: plans.silver }))).toEqual([ids.trial]);
    expect(idsOf(await list({ isTrial: true }))).toEqual([ids.trial]);
    expect(idsOf(await list({ q: 'HANAKO' }))).toEqual([ids.active]);
    expect(idsOf(await list({ q: 'late.test' }))).toEqual([ids.pastDue]);
    // `%` and `_` are letters, not wildcards.
    expect(idsOf(await list({ q: '100%_' }))).toEqual([ids.cancelled]);
    expect(idsOf(await list({ q: '%' }))).toEqual([ids.cancelled]);
    expect(idsOf(await list({ status: 'ACTIVE', planId: plans.gold }))).toEqual([ids.active]);
  });

  it('pages within bounds and sorts by a known field only', async () => {
    const first = await list({}, { range: '[0,1]', sort: '["userFullName","ASC"]' });
    expect(first.headers['content-range']).toBe('subscriptions 0-1/4');
    expect(first.body.map((row: { userFullName: string }) => row.userFullName)).toEqual([
      '=HYPERLINK("http://evil.test","x")',
      'Hanako Yamada',
    ]);
    const second = await list({}, { range: '[2,3]', sort: '["userFullName","ASC"]' });
    expect(second.body.map((row: { userFullName: string }) => row.userFullName)).toEqual([
      'Jiro Late',
      'Taro 100%_off',
    ]);
    // A page is at most 100 rows, however many are asked for.
    const huge = await list({}, { range: '[0,100000]', sort: '["nope; drop table","DESC"]' });
    expect(huge.body).toHaveLength(4);
    for (const range of ['[5,1]', '[-1,3]', 'x', '[0,"a"]']) {
      const bad = await admin.get('/api/admin/subscriptions').query({ range });
      expect(bad.status).toBe(400);
    }
  });

  it('exports what the list shows as CSV with a BOM, formulas neutralised', async () => {
    const res = await admin
      .get('/api/admin/subscriptions/export')
      .query({ filter: JSON.stringify({ status: 'ACTIVE' }) })
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('subscribers-sakura.csv');
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^subscription_id,full_name,email,username,plan,status,is_trial/);
    expect(lines).toHaveLength(3);
    // Both a name and an e-mail that start a formula are shown as text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines[2]).toContain(`'+cmd@evil.test`);
    expect(text).not.toContain('Jiro');
  });

  it('is the admin’s tenant only: aozora sees its own, sakura none of aozora’s', async () => {
    const aozora = await t.login('aozora');
    const theirs = await aozora.get('/api/admin/subscriptions').expect(200);
    expect(theirs.body.map((row: { id: string }) => row.id)).toEqual([ids.aozora]);
    expect(theirs.body[0]).toMatchObject({ isComplimentary: true, nextBillingDate: null });
    expect((await admin.get(`/api/admin/subscriptions/${ids.aozora}`)).status).toBe(404);
    expect((await aozora.get(`/api/admin/subscriptions/${ids.active}`)).status).toBe(404);
    const csv = await aozora.get('/api/admin/subscriptions/export').expect(200);
    expect(csv.text).not.toContain('Hanako');
    // The system admin picks the tenant; service admins see no readers.
    const system = await t.login('system');
    const picked = await system
      .get('/api/admin/subscriptions')
      .query({ companyId: t.fixtures.aozora.id })
      .expect(200);
    expect(picked.body).toHaveLength(1);
    expect((await (await t.login('service')).get('/api/admin/subscriptions')).status).toBe(403);
    expect((await t.anonymous().get('/api/admin/subscriptions')).status).toBe(401);
  });

  it('answers hostile filters with an empty list or a 400, never a 500', async () => {
    for (const filter of [
      { status: { $ne: 1 } },
      { status: 'ACTIVE OR 1=1' },
      { planId: 'x'.repeat(5000) },
      { userId: ['a'] },
      { q: 'a\u0000b' },
      { q: 'x'.repeat(10_000) },
      { q: 42 },
      { id: 'not-a-list' },
      { isTrial: 'yes' },
    ]) {
      const res = await admin
        .get('/api/admin/subscriptions')
        .query({ filter: JSON.stringify(filter) });
      expect(res.status, JSON.stringify(filter).slice(0, 80)).toBe(200);
    }
    const notJson = await admin.get('/api/admin/subscriptions').query({ filter: '{nope' });
    expect(notJson.status).toBe(400);
  });
});
