import fc from 'fast-check';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { openToAnonymous } from '../../support/readers';

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
  await openToAnonymous(t, 'sakura');
});
afterAll(() => t.destroy());

/** Generous: a bounded request answers in milliseconds; an unbounded one took seconds. */
const MAX_REQUEST_MS = 2000;
/** Generous too: the unbounded 300,000-term search took the process to 3.3 GB. */
const MAX_RSS_GROWTH = 256 * 1024 * 1024;

interface Dimension {
  /** The request for size `n`. */
  send(n: number): Promise<Response>;
  /** True once the answer is the limit's refusal. */
  isLimit(res: Response): boolean;
  from: number;
  to: number;
}

/**
 * Doubles `n` until the answer is the limit's refusal: every answer before it is not a 5xx,
 * each takes bounded time, and the process's memory stays bounded throughout.
 */
async function grow({ send, isLimit, from, to }: Dimension) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  for (let n = from; n <= to; n *= 2) {
    const startedAt = performance.now();
    const res = await send(n);
    const ms = performance.now() - startedAt;
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(res.status, `n=${n}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
    expect(ms, `n=${n}`).toBeLessThan(MAX_REQUEST_MS);
    if (isLimit(res)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(peak - rssBefore).toBeLessThan(MAX_RSS_GROWTH);
      return n;
    }
  }
  throw new Error(`no limit up to ${to}`);
}

const fullText = (body: object, query = '') =>
  t.anonymous().post(`/api/v1/content/public/full-text-search?path=sakura${query}`).send(body);

const refuses = (field: string, text?: string) => (res: Response) =>
  res.status === 400 &&
  Object.entries(res.body.errors ?? {}).some(
    ([key, message]) => key === field && (!text || String(message).includes(text)),
  );

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('each input dimension grows until a limit answers 4xx', () => {
  it('search terms', async () => {
    const n = await grow({
      send: (count) => fullText({ search_key: Array(count).fill('ab').join(' ') }),
      isLimit: refuses('search_key'),
      from: 1,
      to: 1 << 20,
    });
    expect(n).toBeLessThanOrEqual(64);
  });

  it('term length', async () => {
    await grow({
      send: (length) => fullText({ search_key: 'x'.repeat(length) }),
      isLimit: refuses('search_key'),
      from: 1,
      to: 1 << 22,
    });
  });

  it('box search items', async () => {
    const item = { search_box_id: 'keyword', value: 'ab' };
    await grow({
      send: (count) =>
        t
          .anonymous()
          .post('/api/v1/content/public/search?path=sakura')
          .send({ search_requests: Array(count).fill(item) }),
      isLimit: refuses('search_requests'),
      from: 1,
      to: 1 << 16,
    });
  });

  it('body size', async () => {
    await grow({
      send: (size) => fullText({ search_key: 'ab', padding: 'x'.repeat(size) }),
      isLimit: (res) => res.status === 413,
      from: 1024,
      to: 1 << 24,
    });
  });

  it('JSON depth', async () => {
    await grow({
      send: (depth) => fullText({ search_key: 'ab', extra: nested(depth) }),
      isLimit: refuses('extra', 'Nested'),
      from: 1,
      to: 1 << 16,
    });
  });

  it('keys of one object', async () => {
    await grow({
      send: (count) =>
        fullText({
          search_key: 'ab',
          extra: Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])),
        }),
      isLimit: refuses('extra', 'keys'),
      from: 1,
      to: 1 << 17,
    });
  });

  it('items of one array', async () => {
    await grow({
      send: (count) => fullText({ search_key: 'ab', extra: Array(count).fill(0) }),
      isLimit: refuses('extra', 'items'),
      from: 1,
      to: 1 << 19,
    });
  });

  it.each([
    '/api/v1/content/public/page',
    '/api/v1/content/public/full-text-search',
    '/api/v1/content-group/page',
  ])('page size of %s', async (url) => {
    const agent = url.includes('content-group') ? admin : t.anonymous();
    const method = url.includes('full-text') ? 'post' : 'get';
    await grow({
      send: (size) => agent[method](`${url}?path=sakura&size=${size}`).send(),
      isLimit: refuses('size'),
      from: 1,
      to: 1 << 40,
    });
  });

  it('admin list ranges are clamped to a page', async () => {
    for (let end = 1; end <= 1 << 30; end *= 8) {
      const res = await admin.get(`/api/admin/contents?range=[0,${end}]`);
      expect(res.status).toBe(200);
      const [start, last] = /(\d+)-(\d+)\//
        .exec(res.headers['content-range'])!
        .slice(1)
        .map(Number);
      expect(last! - start! + 1).toBeLessThanOrEqual(1000);
    }
  });
});

describe('text with a NUL or a lone surrogate answers 400 wherever it is sent', () => {
  const bad = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
  const tainted = fc
    .tuple(fc.string({ maxLength: 30 }), bad, fc.string({ maxLength: 30 }))
    .map(([before, char, after]) => `${before}${char}${after}`);

  const targets: [string, (text: string) => Promise<Response>, string][] = [
    ['full-text search', (text) => fullText({ search_key: text }), 'search_key'],
    [
      'box search',
      (text) =>
        t
          .anonymous()
          .post('/api/v1/content/public/search?path=sakura')
          .send({ search_requests: [{ search_box_id: 'full-text', value: text }] }),
      'search_requests.0.value',
    ],
    ['settings text', (text) => admin.put('/api/v1/header/update').send({ title: text }), 'title'],
    [
      'a key',
      (text) => admin.put('/api/admin/settings/header').send({ data: { [text]: 'x' } }),
      'data',
    ],
  ];

  it.each(targets)('%s', async (_label, send, field) => {
    await fc.assert(
      fc.asyncProperty(tainted, async (text) => {
        const res = await send(text);
        expect(res.status, res.text.slice(0, 200)).toBe(400);
        expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
      }),
      { numRuns: 40 },
    );
  });
});
