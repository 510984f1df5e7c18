import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { setMaxContent } from '../../support/contents';
import type { Endpoint } from './endpoints';
import { createHarness, expectCleanAnswer, expectUnchanged } from './support';
import type { Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  // Limits would refuse every create before its fields are checked: lift them.
  await setMaxContent(h.t, h.t.fixtures.sakura.id, 100_000);
  await h.t.db('companies').where({ id: h.t.fixtures.sakura.id }).update({ max_user: 100_000 });
});
afterAll(() => h.t.destroy());

interface Target {
  endpoint: Endpoint;
  /** A body the endpoint accepts, or nearly: random changes start from it. */
  base: () => Record<string, unknown>;
}

const v1 = (method: Endpoint['method'], path: string, as: Endpoint['as']) => ({ method, path, as });
const admin = (method: Endpoint['method'], path: string) =>
  ({ method, path, as: 'admin', isAdmin: true }) as Endpoint;
const contentId = () => h.realId(admin('put', '/contents/{id}'));
const box = { search_box_id: 'keyword', value: 'x', content_group_id_list: [] };

const targets: Target[] = [
  {
    endpoint: v1('post', '/auth/login', 'anonymous'),
    base: () => ({ email: 'nobody@sakura.test', password: 'Wrong-pass1', keep_login: true }),
  },
  {
    endpoint: v1('put', '/user/update/{id}', 'reader'),
    base: () => ({ full_name: 'Fuzz', lang: 'en' }),
  },
  {
    endpoint: v1('put', '/user/change-password', 'reader'),
    base: () => ({
      user_id: h.reader.id,
      old_pass: 'Wrong-pass1',
      new_pass: 'Fuzzed-pass1',
      confirm_pass: 'Fuzzed-pass1',
    }),
  },
  {
    endpoint: v1('put', '/user/change-email/{id}', 'reader'),
    base: () => ({ new_email: 'fuzz@example.test', password: 'Wrong-pass1' }),
  },
  {
    endpoint: admin('post', '/users'),
    base: () => ({ email: 'fuzz@sakura.test', password: 'Member-pass1', lang: 'en' }),
  },
  { endpoint: admin('put', '/users/{id}'), base: () => ({ fullName: 'Fuzz', lang: 'ja' }) },
  { endpoint: admin('post', '/user-groups'), base: () => ({ name: 'Fuzz', maxUsers: 3 }) },
  { endpoint: admin('put', '/user-groups/{id}'), base: () => ({ name: 'Fuzz 2' }) },
  { endpoint: admin('post', '/ip-groups'), base: () => ({ name: 'Fuzz', cidr: '10.7.7.0/24' }) },
  {
    endpoint: admin('put', '/ip-groups/{id}'),
    base: () => ({ name: 'Fuzz', cidr: '10.7.8.0/24' }),
  },
  { endpoint: admin('post', '/contents'), base: () => ({ title: 'Fuzz', type: 'new' }) },
  { endpoint: admin('put', '/contents/{id}'), base: () => ({ title: 'Fuzz', isPublished: true }) },
  {
    endpoint: admin('put', '/contents/bulk'),
    base: () => ({ ids: [contentId()], action: 'publish' }),
  },
  { endpoint: admin('post', '/content-groups'), base: () => ({ name: 'Fuzz', isPublic: true }) },
  { endpoint: admin('put', '/content-groups/{id}'), base: () => ({ name: 'Fuzz', numRow: 2 }) },
  { endpoint: v1('post', '/content-group/add', 'admin'), base: () => ({ name: 'Fuzz' }) },
  {
    endpoint: v1('post', '/content/favorites/add', 'reader'),
    base: () => ({ content_id: contentId() }),
  },
  {
    endpoint: v1('post', '/content/search', 'reader'),
    base: () => ({ search_requests: [box] }),
  },
  {
    endpoint: v1('post', '/content/public/full-text-search', 'anonymous'),
    base: () => ({ search_key: 'x', page: 1, size: 10 }),
  },
];

const short = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'a\u0000b', '../..', '%E0%A4%A', '1e309', '-0', 'NaN', '-1'),
);
const text = fc.oneof(short, fc.constant('長'.repeat(3000)));
const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), text, fc.double(), fc.bigInt().map(String));

/** Any JSON, odd objects, or the base body with some keys replaced, added or dropped. */
function bodies(target: Target) {
  const keys = Object.keys(target.base());
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'x'), value),
    fc
      .record({
        changes: fc.dictionary(fc.constantFrom(...keys, 'unknown'), value, { minKeys: 1 }),
        dropped: fc.subarray(keys),
      })
      .map(({ changes, dropped }) => {
        const body: Record<string, unknown> = { ...target.base(), ...changes };
        for (const key of dropped) if (!(key in changes)) delete body[key];
        return body;
      }),
  );
}

const query = fc.option(
  fc
    .record({
      page: fc.oneof(fc.integer(), short),
      size: fc.oneof(fc.integer(), short),
      sort: fc.oneof(fc.boolean(), short),
    })
    .map((q) => Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)),
);

describe('random JSON never breaks an identity or content endpoint', () => {
  it.each(targets.map((target) => [`${target.endpoint.method} ${target.endpoint.path}`, target]))(
    '%s',
    async (_label, target) => {
      await fc.assert(
        fc.asyncProperty(bodies(target), query, async (body, params) => {
          const before = await h.snapshot();
          const res = await h.send(target.endpoint, {
            body,
            query: params?.join('&'),
          });
          expectCleanAnswer(res, `${JSON.stringify(body)?.slice(0, 200)} ${params?.join('&')}`);
          if (res.status >= 400)
            await expectUnchanged(h, before, JSON.stringify(body)?.slice(0, 200));
        }),
        { numRuns: 150 },
      );
    },
  );
});
