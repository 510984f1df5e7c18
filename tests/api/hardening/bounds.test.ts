import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../../server/src/app';
import { SEARCH_LIMITS } from '../../../server/src/content/search/limits';
import { JSON_LIMITS } from '../../../server/src/http/jsonGuard';
import { createLogger } from '../../../server/src/http/logging';
import { createHttpServer } from '../../../server/src/http/server';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader, openToAnonymous } from '../../support/readers';

let t: TestApp;
let admin: TestAgent;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
  token = (await createReader(t, t.fixtures.sakura.id)).token;
  await openToAnonymous(t, 'sakura');
});
afterAll(() => t.destroy());

const fullText = '/api/v1/content/public/full-text-search?path=sakura';
/** 300,000 terms, 879 KB of JSON: the request that stalled the server (issue 9). */
const hugeKey = Array.from({ length: 300_000 }, (_, i) => String(i % 100)).join(' ');

/** Each search endpoint, signed in and anonymous, with a body carrying `value`. */
const searches: [string, (value: string) => object][] = [
  ['/api/v1/content/full-text-search', (value) => ({ search_key: value })],
  ['/api/v1/content/public/full-text-search', (value) => ({ search_key: value })],
  ...['keyword', 'full-text'].flatMap((box): [string, (value: string) => object][] =>
    ['/api/v1/content/search', '/api/v1/content/public/search'].map((url) => [
      `${url} (${box} box)`,
      (value) => ({ search_requests: [{ search_box_id: box, value }] }),
    ]),
  ),
];

function search(label: string, body: object, query = '') {
  const url = `${label.split(' ')[0]}?path=sakura${query}`;
  return t.anonymous().post(url).set('X-Access-Token', token).send(body);
}

/** Milliseconds the server spends on the next request whose URL contains `part`. */
function serverTime(server: Server, part: string): Promise<number> {
  return new Promise((resolve) => {
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (!req.url?.includes(part)) return;
      server.off('request', onRequest);
      const startedAt = performance.now();
      res.once('finish', () => resolve(performance.now() - startedAt));
    };
    server.on('request', onRequest);
  });
}

function fieldOf(body: { errors?: Record<string, string> }): string {
  return Object.keys(body.errors ?? {}).join(',');
}

describe('search input is bounded', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createHttpServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the 300,000-term search 400 in under 100 ms while answering others', async () => {
    const body = JSON.stringify({ search_key: hugeKey });
    expect(body.length).toBeGreaterThan(800_000);
    const post = () =>
      fetch(`${base}${fullText}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const get = () => fetch(`${base}/api/v1/service-admin/public/view-settings?path=sakura`);
    // The first calls compile the HTTP client's and the routes' code: not what is measured.
    for (let i = 0; i < 3; i += 1) await Promise.all([post(), get()]);
    const tries = [];
    for (let i = 0; i < 3; i += 1) {
      const big = serverTime(server, 'full-text-search');
      const small = serverTime(server, 'view-settings');
      const [bigRes, smallRes] = await Promise.all([post(), get()]);
      expect(bigRes.status).toBe(400);
      expect(await bigRes.json()).toMatchObject({ errors: { search_key: expect.any(String) } });
      expect(smallRes.status).toBe(200);
      tries.push({ big: await big, small: await small });
    }
    // The best of three: this machine's other work may stall any one try (main took 16 s).
    expect(Math.min(...tries.map((one) => one.big)), JSON.stringify(tries)).toBeLessThan(100);
    // Generous: the small request only has to be answered, not wait for the big one's work.
    for (const one of tries) expect(one.small).toBeLessThan(1000);
  });

  it.each(searches)(
    '%s: 1,000 terms answer 400 naming the field, never 500',
    async (label, body) => {
      const words = Array.from({ length: 1000 }, (_, i) => `w${i}`);
      for (const value of [words.join(' '), 'a '.repeat(400).trim()]) {
        const res = await search(label, body(value));
        expect(res.status, res.text).toBe(400);
        expect(fieldOf(res.body)).toMatch(/^(search_key|search_requests(\.0\.value)?)$/);
      }
    },
  );

  it.each(searches)('%s: a term too long answers 400', async (label, body) => {
    const res = await search(label, body('長'.repeat(SEARCH_LIMITS.maxTermLength + 1)));
    expect(res.status, res.text).toBe(400);
  });

  it.each(searches)('%s: a NUL or a lone surrogate answers 400', async (label, body) => {
    for (const value of ['a\u0000b', 'a\ud800b', '\udc00']) {
      const res = await search(label, body(value));
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message_key: 'api.error.400' });
      expect(fieldOf(res.body)).toMatch(/search_key|search_requests\.0\.value/);
    }
  });

  it('a NUL in a query-string search key or group answers 400', async () => {
    for (const query of ['&search_key=a%00b', '&content_group_id=%00']) {
      const res = await search('/api/v1/content/public/full-text-search', {}, query);
      expect(res.status, res.text).toBe(400);
      expect(fieldOf(res.body)).toMatch(/search_key|content_group_id/);
    }
  });

  it.each(searches)('%s: the most the limits allow still answers 200', async (label, body) => {
    const term = (i: number) => `${String.fromCharCode(97 + i)}${'語'.repeat(30)}`;
    const many = Array.from({ length: SEARCH_LIMITS.maxTerms }, (_, i) => term(i));
    for (const value of [many.join(' '), many.map((_, i) => 'ab'[i % 2]).join(' ')]) {
      const res = await search(label, body(value));
      expect(res.status, res.text).toBe(200);
    }
  });

  it('a box search names the item as sent, empty items counted', async () => {
    const res = await search('/api/v1/content/search', {
      search_requests: [
        { search_box_id: 'keyword', value: '' },
        { search_box_id: 'full-text', value: 'x'.repeat(SEARCH_LIMITS.maxTermLength + 1) },
      ],
    });
    expect(res.status).toBe(400);
    expect(fieldOf(res.body)).toBe('search_requests.1.value');
  });

  it('box searches bound their items and groups', async () => {
    const item = { search_box_id: 'keyword', value: 'x' };
    const items = Array(SEARCH_LIMITS.maxRequests + 1).fill(item);
    let res = await search('/api/v1/content/search', { search_requests: items });
    expect(res.status).toBe(400);
    expect(fieldOf(res.body)).toBe('search_requests');
    const groups = Array.from({ length: SEARCH_LIMITS.maxGroups + 1 }, (_, i) => `g${i}`);
    res = await search('/api/v1/content/search', {
      search_requests: [{ ...item, content_group_id_list: groups }],
    });
    expect(res.status).toBe(400);
    expect(fieldOf(res.body)).toBe('search_requests.0.content_group_id_list');
  });

  it('logs the 300,000-term request in a bounded line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = createApp({
      db: t.db,
      clock: t.clock,
      config: testAppConfig(t.dataDir),
      logger: createLogger('debug', stream),
    });
    await supertest(logged).post(fullText).send({ search_key: hugeKey }).expect(400);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const bytes = lines.reduce((sum, line) => sum + line.length, 0);
    expect(lines.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(20_000);
  });
});

describe('JSON bodies are bounded (one guard for every /api route)', () => {
  async function header() {
    const row = await t
      .db('tenant_settings')
      .where({ company_id: t.fixtures.sakura.id, kind: 'header' })
      .first();
    return row ? { version: Number(row.version), data: String(row.data) } : null;
  }

  it('JSON nested 3,000 deep in a v1 settings call answers 400', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    for (const call of [
      admin.put('/api/v1/header/update'),
      admin.put('/api/admin/settings/header'),
    ]) {
      const before = await header();
      const res = await call.set('Content-Type', 'application/json').send(`{"title":${deep}}`);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toEqual({ title: expect.stringContaining('64') });
      expect(await header()).toEqual(before);
    }
  });

  it('a lone surrogate or NUL in settings text answers 400 and changes nothing', async () => {
    await admin.put('/api/v1/header/update').send({ title: 'Before' }).expect(200);
    const before = await header();
    for (const title of ['a\u0000b', 'a\ud800b', 'b\udfff', '\ud83d']) {
      let res = await admin.put('/api/v1/header/update').send({ title });
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toEqual({ title: expect.any(String) });
      res = await admin.put('/api/admin/settings/header').send({ data: { title } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toEqual({ 'data.title': expect.any(String) });
    }
    expect(await header()).toEqual(before);
    expect(JSON.parse(before!.data).title).toBe('Before');
  });

  it('holds for the JSON part of a multipart settings call too', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    for (const text of [`{"message":${deep}}`, JSON.stringify({ message: 'a\u0000b' })]) {
      const res = await admin.put('/api/v1/banner').field('content-data', text);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toEqual({ message: expect.any(String) });
    }
  });

  it('keeps a well-formed emoji and Japanese text', async () => {
    await admin.put('/api/v1/header/update').send({ title: '本棚 😀' }).expect(200);
    expect(JSON.parse((await header())!.data).title).toBe('本棚 😀');
  });

  it('bounds keys of one object and items of one array', async () => {
    const keys = Object.fromEntries(
      Array.from({ length: JSON_LIMITS.maxKeys + 1 }, (_, i) => [`k${i}`, 1]),
    );
    let res = await admin.put('/api/admin/settings/header').send({ data: keys });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ data: expect.stringContaining('keys') });
    const ids = Array(JSON_LIMITS.maxItems + 1).fill('x');
    res = await admin.put('/api/admin/contents/bulk').send({ ids, action: 'publish' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ ids: expect.stringContaining('items') });
  });
});
