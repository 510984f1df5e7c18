import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSHI_CALLS_PER_MINUTE } from '../../../server/src/counter';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { expectException, expectValidReport, monthFrom } from './support';

/** The COUNTER API's access rules, its Exceptions, and the integration tokens behind it. */
let t: TestApp;
let sakura: string;
let aozora: string;
let key: { id: string; token: string };
let theirKey: string;
let theirGroup: string;
let lastMonth: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  aozora = t.fixtures.aozora.id;
  lastMonth = monthFrom(t.clock.now(), -1);
  const admin = await t.login('sakura');
  key = (await admin.post('/api/admin/integration-tokens').send({ name: 'Harvester' }).expect(201))
    .body;
  const other = await t.login('aozora');
  theirKey = (
    await other.post('/api/admin/integration-tokens').send({ name: 'Theirs' }).expect(201)
  ).body.token;
  theirGroup = (
    await other.post('/api/admin/user-groups').send({ name: 'Their group' }).expect(201)
  ).body.id;
  await admin.post('/api/admin/user-groups').send({ name: 'Faculty' }).expect(201);
});
afterAll(() => t.destroy());

const get = (path: string, query: Record<string, string> = {}) =>
  t.anonymous().get(`/api/sushi/r51${path}`).query(query);
const report = (query: Record<string, string>) =>
  get('/reports/tr_b1', {
    customer_id: sakura,
    api_key: key.token,
    begin_date: lastMonth,
    end_date: lastMonth,
    ...query,
  });

describe('integration tokens', () => {
  it('shows the token once: never in the list, one record, nor its hash', async () => {
    expect(key.token).toMatch(/^hnd_[A-Za-z0-9_-]{43}$/);
    const admin = await t.login('sakura');
    const list = await admin.get('/api/admin/integration-tokens').expect(200);
    const one = await admin.get(`/api/admin/integration-tokens/${key.id}`).expect(200);
    const hash = (await t.db('integration_tokens').where({ id: key.id }).first()).token_hash;
    for (const answer of [list.text, one.text]) {
      expect(answer).not.toContain(key.token);
      expect(answer).not.toContain(hash);
    }
    expect(list.body[0]).toMatchObject({
      name: 'Harvester',
      role: 'reports',
      hint: key.token.slice(0, 10),
      revokedAt: null,
    });
    expect(list.headers['content-range']).toMatch(/^integration-tokens 0-\d+\/\d+$/);
  });

  it('keeps each tenant to its own tokens', async () => {
    const other = await t.login('aozora');
    const list = await other.get('/api/admin/integration-tokens').expect(200);
    expect(list.body.map((row: { name: string }) => row.name)).toEqual(['Theirs']);
    await other.get(`/api/admin/integration-tokens/${key.id}`).expect(404);
    await other.delete(`/api/admin/integration-tokens/${key.id}`).expect(404);
    await report({}).expect(200);
  });

  it('refuses bad input with field errors', async () => {
    const admin = await t.login('sakura');
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(65) }, { name: 'ok', role: 'root' }]) {
      const res = await admin.post('/api/admin/integration-tokens').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('records when a token was last used', async () => {
    await report({}).expect(200);
    const row = await t.db('integration_tokens').where({ id: key.id }).first('last_used_at');
    expect(row.last_used_at).not.toBeNull();
  });

  it('refuses a revoked token at once', async () => {
    const admin = await t.login('sakura');
    const made = await admin
      .post('/api/admin/integration-tokens')
      .send({ name: 'Short-lived' })
      .expect(201);
    await report({ api_key: made.body.token }).expect(200);
    const revoked = await admin.delete(`/api/admin/integration-tokens/${made.body.id}`).expect(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const res = await report({ api_key: made.body.token }).expect(401);
    expectException(res.body, 2020);
  });
});

describe('the COUNTER API', () => {
  it('answers /status without a key', async () => {
    const res = await get('/status').expect(200);
    expect(res.body[0]).toMatchObject({ Service_Active: true });
  });

  it('lists the reports and the members', async () => {
    const reports = await get('/reports', { customer_id: sakura, api_key: key.token }).expect(200);
    expect(reports.body.map((r: { Report_ID: string }) => r.Report_ID)).toEqual(['TR_B1', 'TR_B2']);
    expect(reports.body[0]).toMatchObject({
      Release: '5.1',
      Path: '/api/sushi/r51/reports/tr_b1',
      Last_Month_Available: lastMonth,
    });
    const members = await get('/members', { customer_id: sakura, api_key: key.token }).expect(200);
    expect(members.body).toEqual([
      expect.objectContaining({ Name: 'Faculty', Requestor_ID: key.id }),
    ]);
    expect(JSON.stringify(members.body)).not.toContain('Their group');
  });

  it('answers an empty month with 3030 in a valid report', async () => {
    const res = await report({}).expect(200);
    expectValidReport(res.body);
    expect(res.body.Report_Header.Exceptions).toEqual([
      { Code: 3030, Message: 'No Usage Available for Requested Dates' },
    ]);
  });

  it('refuses missing, wrong and foreign credentials with their Exceptions', async () => {
    const cases: [Record<string, string>, number, number][] = [
      [{ customer_id: '' }, 400, 1030],
      [{ api_key: '' }, 400, 1030],
      [{ api_key: 'hnd_' + 'A'.repeat(43) }, 401, 2020],
      [{ api_key: 'not a token' }, 401, 2020],
      [{ requestor_id: 'someone-else' }, 401, 2000],
      // Another tenant's id or institution, and a key of another tenant for ours.
      [{ customer_id: aozora }, 403, 2010],
      [{ customer_id: theirGroup }, 403, 2010],
      [{ api_key: theirKey }, 403, 2010],
      [{ customer_id: 'x'.repeat(5000) }, 403, 2010],
    ];
    for (const [query, status, code] of cases) {
      const res = await report(query);
      expect(res.status, JSON.stringify(query)).toBe(status);
      expectException(res.body, code);
    }
    for (const path of ['/members', '/reports']) {
      const res = await get(path, { customer_id: aozora, api_key: key.token }).expect(403);
      expectException(res.body, 2010);
    }
    await report({ requestor_id: key.id }).expect(200);
  });

  it('checks the dates', async () => {
    const now = t.clock.now();
    const thisMonth = monthFrom(now, 0);
    const cases: [Record<string, string>, number, number][] = [
      [{ begin_date: '' }, 400, 3020],
      [{ begin_date: '2026-13' }, 400, 3020],
      [{ end_date: '2026-02-30x' }, 400, 3020],
      [{ begin_date: lastMonth, end_date: monthFrom(now, -2) }, 400, 3020],
      [{ begin_date: thisMonth, end_date: thisMonth }, 400, 3020],
      [{ begin_date: monthFrom(now, -14), end_date: lastMonth }, 400, 3020],
    ];
    for (const [query, status, code] of cases) {
      const res = await report(query);
      expect(res.status, JSON.stringify(query)).toBe(status);
      expectException(res.body, code);
    }
    const missing = await get('/reports/tr_b2', { customer_id: sakura, api_key: key.token });
    expect(missing.status).toBe(400);
    expectException(missing.body, 1030);
    // An end in this month is cut to last month, and said so.
    const cut = await report({ end_date: `${thisMonth}-01` }).expect(200);
    expectValidReport(cut.body);
    expect(cut.body.Report_Header.Report_Filters.End_Date.slice(0, 7)).toBe(lastMonth);
    expect(cut.body.Report_Header.Exceptions.map((e: { Code: number }) => e.Code)).toEqual([
      3031, 3030,
    ]);
  });

  it('names parameters it does not know (3050) and ignores them', async () => {
    const res = await report({ attributes_to_show: 'YOP', zebra: '1' }).expect(200);
    expectValidReport(res.body);
    expect(res.body.Report_Header.Exceptions[0]).toEqual({
      Code: 3050,
      Message: 'Parameter Not Recognized in this Context',
      Data: 'attributes_to_show, zebra',
    });
  });

  it('answers an unknown report with 404', async () => {
    await get('/reports/tr_j1', { customer_id: sakura, api_key: key.token }).expect(404);
  });

  it('limits each token to its calls a minute (1020), then lets it in again', async () => {
    // Frozen: the calls must not straddle two of the limit's one-minute windows.
    t.clock.freeze();
    const admin = await t.login('sakura');
    const busy = (
      await admin.post('/api/admin/integration-tokens').send({ name: 'Busy' }).expect(201)
    ).body.token;
    const list = () => get('/reports', { customer_id: sakura, api_key: busy });
    for (let call = 0; call < SUSHI_CALLS_PER_MINUTE; call += 1) await list().expect(200);
    const refused = await list().expect(429);
    expectException(refused.body, 1020);
    // Another token is not held back.
    await get('/reports', { customer_id: sakura, api_key: key.token }).expect(200);
    t.clock.advance(60_000);
    await list().expect(200);
  });
});
