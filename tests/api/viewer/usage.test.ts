import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, openViewer, v1 } from './support';

let t: TestApp;
let reader: TestReader;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
});
afterAll(() => t.destroy());

describe('the usage log', () => {
  it('answers opens, page views, prints and downloads per title and month', async () => {
    const usage = t.ctx.viewer.usage;
    const book = await bookWithFile(t, sakura, await englishPdf(), { print: 1, canDownload: true });
    const other = await bookWithFile(t, sakura, await englishPdf());
    const token = (await openViewer(t.app, reader, { content_id: book.id }).expect(200)).body.data
      .token_id;
    await v1(t.app, 'post', `/viewer/tokens/${token}/page-views`, reader)
      .send({ pages: [1, 2, 3] })
      .expect(200);
    await v1(t.app, 'post', `/viewer/tokens/${token}/print`, reader).send({ pages: 2 }).expect(200);
    const spec = await v1(t.app, 'get', '/content/get-content-download-spec', reader)
      .query({ content_id: book.id })
      .expect(200);
    await v1(t.app, 'get', `/viewer/download/${spec.body.data.download_id}`, reader).expect(200);
    await openViewer(t.app, reader, { content_id: other.id }).expect(200);
    // Last month's open of the same title, written straight through the log.
    const now = t.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await usage.record({
      companyId: sakura,
      contentId: book.id,
      userId: reader.id,
      event: 1,
      quantity: 1,
      at: lastMonth,
    });

    const month = (at: Date) => at.toISOString().slice(0, 7);
    const report = await usage.report(sakura, month(lastMonth), month(now));
    const row = (contentId: string, at: Date) =>
      report.find((r) => r.contentId === contentId && r.month === month(at));
    expect(row(book.id, now)).toEqual({
      contentId: book.id,
      month: month(now),
      opens: 1,
      pageViews: 3,
      prints: 1,
      printedPages: 2,
      downloads: 1,
    });
    expect(row(book.id, lastMonth)).toMatchObject({ opens: 1, pageViews: 0 });
    expect(row(other.id, now)).toMatchObject({ opens: 1, downloads: 0 });
    expect(report).toHaveLength(3);
    expect(await usage.report(t.fixtures.aozora.id, month(lastMonth), month(now))).toEqual([]);
    // Rows are narrow: integers and a time, no ids as text.
    const stored = await t.db('usage_events').first();
    expect(Object.keys(stored).sort()).toEqual(
      ['at', 'company_ref', 'content_ref', 'event', 'month', 'quantity', 'user_ref'].sort(),
    );
  });

  it('shows the report in the console: this month by default, a span of months, titles named', async () => {
    const month = (at: Date) => at.toISOString().slice(0, 7);
    const now = t.clock.now();
    const admin = await t.login('sakura');
    const current = await admin.get('/api/admin/usage').expect(200);
    expect(current.headers['content-range']).toMatch(/\/2$/);
    expect(current.body.map((row: { month: string }) => row.month)).toEqual([
      month(now),
      month(now),
    ]);
    expect(current.body[0]).toMatchObject({ opens: 1, title: expect.any(String) });
    const lastMonth = month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    const span = await admin
      .get('/api/admin/usage')
      .query({ filter: JSON.stringify({ from: lastMonth, to: month(now) }) })
      .expect(200);
    expect(span.body).toHaveLength(3);
    // Latest month first.
    expect(span.body.at(-1).month).toBe(lastMonth);
    // Paged by the database: one row per page, the total from the whole span.
    const filter = JSON.stringify({ from: lastMonth, to: month(now) });
    const pages = [];
    for (const at of [0, 1, 2]) {
      const one = await admin
        .get('/api/admin/usage')
        .query({ filter, range: JSON.stringify([at, at]) })
        .expect(200);
      expect(one.headers['content-range']).toBe(`usage ${at}-${at}/3`);
      pages.push(...one.body);
    }
    expect(pages).toEqual(span.body);
    const bad = await admin
      .get('/api/admin/usage')
      .query({ filter: JSON.stringify({ from: '2026-13', to: 'soon' }) })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'to']);
    const long = await admin
      .get('/api/admin/usage')
      .query({ filter: JSON.stringify({ from: '2024-01', to: '2025-06' }) })
      .expect(400);
    expect(long.body.errors.to).toMatch(/12 months/);
    // Another tenant's admin sees only its own (nothing); a reader is no admin.
    const aozora = await t.login('aozora');
    expect((await aozora.get('/api/admin/usage').expect(200)).body).toEqual([]);
    const asReader = await t
      .anonymous()
      .get('/api/admin/usage')
      .set('X-Access-Token', reader.token);
    expect(asReader.status).toBeGreaterThanOrEqual(401);
    expect(asReader.status).toBeLessThan(500);
  });

  it('refuses page-view batches that are empty, too long or not page numbers', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const token = (await openViewer(t.app, reader, { content_id: book.id }).expect(200)).body.data
      .token_id;
    for (const pages of [[], Array(501).fill(1), [0], ['1'], 'x', null]) {
      await v1(t.app, 'post', `/viewer/tokens/${token}/page-views`, reader)
        .send({ pages })
        .expect(400);
    }
  });
});
