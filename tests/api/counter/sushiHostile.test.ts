import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { expectException, expectValidReport, monthFrom } from './support';

/**
 * Hostile input over every COUNTER API path (the admin endpoints are in the hardening walk,
 * tests/api/hardening/endpoints.ts): never a 5xx, every refusal one R5.1 Exception, every
 * success a valid report or list, and nothing written but the token's "last used".
 */
let t: TestApp;
let base: Record<string, string>;

const paths = ['/status', '/members', '/reports', '/reports/tr_b1', '/reports/tr_b2'];
const params = ['customer_id', 'api_key', 'requestor_id', 'begin_date', 'end_date', 'platform'];

/** Raw query fragments for parameter `p`, as the hardening walk sends them. */
const values: ((p: string) => string)[] = [
  ...[
    '-1',
    '0',
    'NaN',
    '1e309',
    '99999999999999999999',
    '[0,9]',
    '{"a":[1]}',
    '2026-00',
    '0000-01',
  ].map((v) => (p: string) => `${p}=${encodeURIComponent(v)}`),
  ...['%00', 'a%00b', '%E0%A4%A', "'%3B--", '..%2F..', 'x'.repeat(3000)].map(
    (v) => (p: string) => `${p}=${v}`,
  ),
  (p) => `${p}=1&${p}=2`,
  (p) => `${p}[a]=1`,
  (p) => `${p}[]=`,
  (p) => `${p}=`,
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('sakura');
  const token = (
    await admin.post('/api/admin/integration-tokens').send({ name: 'Walk' }).expect(201)
  ).body.token;
  const lastMonth = monthFrom(t.clock.now(), -1);
  base = {
    customer_id: t.fixtures.sakura.id,
    api_key: token,
    begin_date: lastMonth,
    end_date: lastMonth,
  };
});
afterAll(() => t.destroy());

async function written(): Promise<number[]> {
  const counts = await Promise.all(
    ['usage_events', 'integration_tokens', 'user_groups', 'ip_groups'].map(async (table) =>
      Number((await t.db(table).count({ n: '*' }).first())?.n ?? 0),
    ),
  );
  const revoked = await t
    .db('integration_tokens')
    .whereNotNull('revoked_at')
    .count({ n: '*' })
    .first();
  return [...counts, Number(revoked?.n ?? 0)];
}

describe('hostile input on the COUNTER API', () => {
  it.each(paths)('%s answers every odd parameter cleanly', async (path) => {
    const before = await written();
    for (const param of params) {
      for (const value of values) {
        const rest = Object.entries(base)
          .filter(([name]) => name !== param)
          .map(([name, v]) => `${name}=${encodeURIComponent(v)}`);
        // The rate limit is no part of this walk: each call its own minute.
        t.clock.advance(60_000);
        const url = `/api/sushi/r51${path}?${[...rest, value(param)].join('&')}`;
        const res = await t.anonymous().get(url);
        const what = `${url.slice(0, 120)} → ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, what).toBeLessThan(500);
        expect(res.type, what).toBe('application/json');
        if (res.status >= 400) {
          expectException(res.body, res.body.Code);
        } else if (path.startsWith('/reports/')) {
          expectValidReport(res.body);
        } else {
          expect(Array.isArray(res.body), what).toBe(true);
        }
      }
    }
    expect(await written()).toEqual(before);
  });

  it('answers hostile paths and methods with clean 404s', async () => {
    for (const path of [
      '/reports/%00',
      '/reports/' + 'x'.repeat(3000),
      '/reports/..%2F..',
      '/nope',
    ]) {
      const res = await t.anonymous().get(`/api/sushi/r51${path}`).query(base);
      expect(res.status, path).toBe(404);
    }
    const post = await t.anonymous().post('/api/sushi/r51/reports/tr_b1').send(base);
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});
