import { describe, it } from 'vitest';
import { isMutating, label } from './endpoints';
import type { Endpoint } from './endpoints';
import { expectCleanAnswer, expectRejectedChangesNothing } from './support';
import type { Harness } from './support';
import { EVERY_KEY } from './queryReads';

/** Raw URL text: NUL, broken percent-encoding, huge, traversal, SQL, numbers out of range. */
const hostileIds = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  'x'.repeat(5000),
  "'%3B drop table users%3B--",
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  'NaN',
  '1e309',
  '99999999999999999999999',
  '%20',
];

/** Probed on every endpoint: the tenant's parameters, read before any route. */
const tenantParams = ['path', 'domain', 'companyId'];
/** Probed on every read too: a list may read them only once another parameter is there. */
const pagingParams = ['page', 'size', 'sort'];
/** Probed too where an endpoint walks its whole query (EVERY_KEY). */
const knownParams = [
  ...tenantParams,
  ...pagingParams,
  'id',
  'sort_field',
  'sortField',
  'filter',
  'range',
  'content_group_id',
  'contentId',
  'email',
];

/**
 * The parameters the endpoint was seen to read (queryReads.ts), the tenant's, and for a read
 * the paging ones: a parameter no code reads cannot change the answer.
 */
async function queryParamsOf(h: Harness, e: Endpoint): Promise<string[]> {
  const reads = await h.queryReadsOf(e);
  const params = new Set([...tenantParams, ...(isMutating(e) ? [] : pagingParams), ...reads]);
  if (reads.has(EVERY_KEY)) for (const p of knownParams) params.add(p);
  params.delete(EVERY_KEY);
  return [...params];
}

/** Each a raw query fragment for parameter `p`: odd values, repeated keys, nested keys. */
const queryValues: ((p: string) => string)[] = [
  ...['-1', '0', 'NaN', '1e309', '99999999999999999999', '1.5', '[0,9]', '{"a":[1]}'].map(
    (v) => (p: string) => `${p}=${encodeURIComponent(v)}`,
  ),
  ...['%00', 'a%00b', '%E0%A4%A', "'%3B--", '..%2F..', 'x'.repeat(2000)].map(
    (v) => (p: string) => `${p}=${v}`,
  ),
  (p) => `${p}=1&${p}=2`,
  (p) => `${p}[a]=1`,
  (p) => `${p}[]=`,
  (p) => `${p}=`,
];

/** Whole bodies of the wrong shape, then each known key set to one junk value. */
const junk: unknown[] = [
  null,
  ['x'],
  { a: { b: [1, { c: null }] } },
  'x'.repeat(5000),
  'a\u0000b',
  '',
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
];
function bodiesFor(e: Endpoint): { body?: unknown; raw?: string }[] {
  const keys = e.keys ?? [];
  return [
    { raw: 'null' },
    { raw: '[]' },
    { raw: '"text"' },
    { raw: '42' },
    { raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
    { raw: '{"a":' },
    { body: [Object.fromEntries(keys.map((k) => [k, 'x']))] },
    { body: { unknown_key: 'x', another: [1, 2] } },
    ...junk.map((value) => ({ body: Object.fromEntries(keys.map((k) => [k, value])) })),
  ];
}

export const withId = (list: Endpoint[]) => list.filter((e) => e.path.includes('{id}'));
export const withBody = (list: Endpoint[]) => list.filter((e) => e.keys?.length);

export async function checkIds(h: Harness, e: Endpoint) {
  for (const id of hostileIds) {
    const what = `${label(e)} id=${id.slice(0, 40)}`;
    if (isMutating(e)) await expectRejectedChangesNothing(h, e, { id, body: {} }, what);
    else expectCleanAnswer(await h.send(e, { id }), what);
  }
}

export async function checkQueries(h: Harness, e: Endpoint) {
  const params = await queryParamsOf(h, e);
  const values = queryValues;
  for (const param of params) {
    for (const value of values) {
      const query = value(param);
      const what = `${label(e)} ?${query.slice(0, 60)}`;
      // A DELETE with a good query would remove the fixture later tests rely on.
      const id = e.method === 'delete' ? 'missing' : undefined;
      if (isMutating(e)) await expectRejectedChangesNothing(h, e, { id, query, body: {} }, what);
      else expectCleanAnswer(await h.send(e, { query }), what);
    }
  }
}

export async function checkBodies(h: Harness, e: Endpoint) {
  for (const request of bodiesFor(e)) {
    const what = `${label(e)} body=${(request.raw ?? JSON.stringify(request.body)).slice(0, 80)}`;
    await expectRejectedChangesNothing(h, e, request, what);
  }
}

/** The three hostile-input checks over one list of endpoints. */
export function describeHostileInput(name: string, list: Endpoint[], harness: () => Harness) {
  describe(`${name} endpoints never answer 5xx to hostile input`, () => {
    it.each(withId(list).map((e) => [label(e), e] as const))('path id: %s', async (_l, e) => {
      await checkIds(harness(), e);
    });
    it.each(list.map((e) => [label(e), e] as const))('query: %s', async (_l, e) => {
      await checkQueries(harness(), e);
    });
    it.each(withBody(list).map((e) => [label(e), e] as const))('body: %s', async (_l, e) => {
      await checkBodies(harness(), e);
    });
  });
}
