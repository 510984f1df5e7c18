import fc from 'fast-check';
import { resolveSettings, settingsKinds } from '@hondana/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
});
afterAll(() => t.destroy());

const kinds = settingsKinds.map((entry) => entry.kind);

async function stored(kind: string) {
  const row = await t
    .db('tenant_settings')
    .where({ company_id: t.fixtures.sakura.id, kind })
    .first();
  return { version: Number(row?.version ?? 0), data: row?.data ?? null };
}

/** Random documents: any JSON, odd objects, a valid document with one field broken, huge text. */
function documentFor(kind: string) {
  const defaults = resolveSettings(kind, {});
  const keys = Object.keys(defaults);
  return fc.oneof(
    fc.jsonValue(),
    fc.object({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'x'), fc.jsonValue()),
    fc
      .record({ key: fc.constantFrom(...keys), value: fc.jsonValue({ maxDepth: 2 }) })
      .map(({ key, value }) => ({ ...defaults, [key]: value })),
    fc
      .record({ key: fc.constantFrom(...keys), size: fc.integer({ min: 1_000, max: 60_000 }) })
      .map(({ key, size }) => ({ ...defaults, [key]: '長'.repeat(size) })),
  );
}

/** Sends raw JSON text so that top-level primitives and odd values reach the server as is. */
function sendJson(request: ReturnType<TestAgent['put']>, body: unknown) {
  return request.set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null');
}

/** The request never fails with 5xx; a rejected one leaves the stored document untouched. */
async function checkRejectedKeepsStore(kind: string, send: () => Promise<{ status: number }>) {
  const before = await stored(kind);
  const res = await send();
  expect(res.status).toBeLessThan(500);
  const after = await stored(kind);
  if (res.status >= 400) expect(after).toEqual(before);
  else expect(after.version).toBe(before.version + 1);
}

const runs = { numRuns: 300 };

describe('random input never breaks a settings endpoint', () => {
  it('admin PUT /api/admin/settings/{kind}', async () => {
    const arbitrary = fc
      .constantFrom(...kinds)
      .chain((kind) =>
        fc.record({ kind: fc.constant(kind), data: documentFor(kind), wrap: fc.boolean() }),
      );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ kind, data, wrap }) => {
        await checkRejectedKeepsStore(kind, () =>
          sendJson(admin.put(`/api/admin/settings/${kind}`), wrap ? { data } : data),
        );
      }),
      runs,
    );
  });

  it('v1 alias PUTs', async () => {
    const aliases: [string, string][] = [
      ['header', '/api/v1/header/update'],
      ['footer', '/api/v1/footer/update'],
      ['banner', '/api/v1/banner'],
      ['layout', '/api/v1/layout-setting/update'],
      ['watermark', '/api/v1/watermark'],
      ['searchResult', '/api/v1/content-search-result-setting/update'],
    ];
    const arbitrary = fc
      .constantFrom(...aliases)
      .chain(([kind, url]) =>
        fc.record({ kind: fc.constant(kind), url: fc.constant(url), data: documentFor(kind) }),
      );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ kind, url, data }) => {
        await checkRejectedKeepsStore(kind, () => sendJson(admin.put(url), data));
      }),
      { numRuns: 150 },
    );
  });

  it('footer link and button items', async () => {
    const arbitrary = fc.record({
      item: fc.oneof(fc.jsonValue(), fc.object({ maxDepth: 2 })),
      target: fc.constantFrom(
        ['footer', '/api/v1/footer/add'],
        ['searchResult', '/api/v1/content-search-result-setting/add-button'],
        ['contentDetail', '/api/v1/button/add'],
      ),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ item, target: [kind, url] }) => {
        const before = await stored(kind);
        const res = await sendJson(admin.post(url), item);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(await stored(kind)).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it('POST rollback and reset', async () => {
    await admin
      .put('/api/admin/settings/body')
      .send({ data: { fontSize: 16 } })
      .expect(200);
    const arbitrary = fc.record({
      kind: fc.constantFrom(...kinds, 'nope', '..', '%00'),
      body: fc.oneof(fc.jsonValue(), fc.record({ version: fc.jsonValue() })),
      isReset: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ kind, body, isReset }) => {
        const url = `/api/admin/settings/${kind}/${isReset ? 'reset' : 'rollback'}`;
        const res = await sendJson(admin.post(url), body);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('malformed JSON text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const res = await admin
          .put('/api/admin/settings/header')
          .set('Content-Type', 'application/json')
          .send(text);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});

describe('text no database stores as sent', () => {
  it('a NUL or a lone surrogate in any settings field answers 400 and stores nothing', async () => {
    const tainted = fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('\u0000', '\ud800', '\udfff'),
        fc.string({ maxLength: 20 }),
      )
      .map((parts) => parts.join(''));
    const arbitrary = fc.constantFrom(...kinds).chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        key: fc.constantFrom(...Object.keys(resolveSettings(kind, {}))),
        text: tainted,
      }),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ kind, key, text }) => {
        const data = { ...resolveSettings(kind, {}), [key]: text };
        const before = await stored(kind);
        const res = await sendJson(admin.put(`/api/admin/settings/${kind}`), { data });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ [`data.${key}`]: expect.any(String) });
        expect(await stored(kind)).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });
});
