import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDate } from '../../../server/src/clock';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, openViewer, v1 } from '../viewer/support';

// Issue 31's console fixes that the server carries: the coupon's expiry rule, the usage
// report's page counts and CSV, and the limits a company gets.

let t: TestApp;
let reader: TestReader;

beforeAll(async () => {
  t = await createTestApp();
  reader = await createReader(t, t.fixtures.sakura.id);
});
afterAll(() => t.destroy());

const DAY_MS = 86_400_000;

describe('a new coupon', () => {
  it('refuses an expiry date already past (400, field error), accepts today', async () => {
    const admin = await t.login('sakura');
    const yesterday = japanDate(new Date(t.clock.now().getTime() - DAY_MS));
    const refused = await admin
      .post('/api/admin/coupons')
      .send({ code: 'LATE10', discountPercent: 10, expiryDate: yesterday })
      .expect(400);
    expect(refused.body.status).toBe(400);
    expect(refused.body.errors.expiryDate).toBe('Choose today or a later date.');
    expect(await t.db('coupons').where({ code: 'LATE10' }).first()).toBeUndefined();
    const today = japanDate(t.clock.now());
    const made = await admin
      .post('/api/admin/coupons')
      .send({ code: 'TODAY10', discountPercent: 10, expiryDate: today })
      .expect(201);
    // An edit may keep a date that has passed since (the coupon's history).
    await admin
      .put(`/api/admin/coupons/${made.body.id}`)
      .send({ ...made.body, expiryDate: yesterday })
      .expect(200);
  });
});

describe('the usage report', () => {
  it('counts the last batch of page views a viewer sends as it closes', async () => {
    const book = await bookWithFile(t, t.fixtures.sakura.id, await englishPdf());
    const token = (await openViewer(t.app, reader, { content_id: book.id }).expect(200)).body.data
      .token_id;
    // Leaving the viewer: the token's close goes out before the page log's flush.
    await v1(t.app, 'delete', `/viewer/tokens/${token}`, reader).expect(200);
    const late = await v1(t.app, 'post', `/viewer/tokens/${token}/page-views`, reader)
      .send({ pages: [1, 2] })
      .expect(200);
    expect(late.body.data.recorded).toBe(2);
    const admin = await t.login('sakura');
    const report = await admin.get('/api/admin/usage').expect(200);
    expect(
      report.body.find((row: { contentId: string }) => row.contentId === book.id),
    ).toMatchObject({ opens: 1, pageViews: 2 });
    // A token closed long ago takes no more (600, nothing logged).
    t.clock.advance(2 * 60_000);
    const stale = await v1(t.app, 'post', `/viewer/tokens/${token}/page-views`, reader).send({
      pages: [3],
    });
    expect(stale.body.status).toBe(600);
    const again = await admin.get('/api/admin/usage').expect(200);
    expect(
      again.body.find((row: { contentId: string }) => row.contentId === book.id).pageViews,
    ).toBe(2);
  });

  it('exports the months on screen as CSV with BOM, formula-like titles neutralised, per tenant', async () => {
    const book = await bookWithFile(t, t.fixtures.sakura.id, await englishPdf(), {
      title: '=HYPERLINK("http://evil.example","x")',
    });
    await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    const month = t.clock.now().toISOString().slice(0, 7);
    const admin = await t.login('sakura');
    const res = await admin
      .get('/api/admin/usage/export')
      .query({ filter: JSON.stringify({ from: month, to: month }) })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`usage-${month}-${month}.csv`);
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('month,content_id,title,opens,page_views,prints,printed_pages,downloads');
    const row = lines.find((line) => line.includes(book.id));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    // Another tenant's admin gets their own (empty) report, never sakura's titles.
    const aozora = await t.login('aozora');
    const theirs = await aozora
      .get('/api/admin/usage/export')
      .query({ filter: JSON.stringify({ from: month, to: month }) })
      .expect(200);
    expect(theirs.text).not.toContain(book.id);
    // Bounded: at most a year at a time, a bad month is a 400.
    const tooLong = await admin
      .get('/api/admin/usage/export')
      .query({ filter: JSON.stringify({ from: '2020-01', to: '2022-01' }) })
      .expect(400);
    expect(tooLong.body.status).toBe(400);
    await admin
      .get('/api/admin/usage/export')
      .query({ filter: JSON.stringify({ from: 'x' }) })
      .expect(400);
  });
});

describe('a new company', () => {
  it('gets the spec defaults (1 content, 1 user) when created without limits, and keeps limits given', async () => {
    const system = await t.login('system');
    const bare = await system
      .post('/api/admin/companies')
      .send({ name: 'Bare Library', domainType: 'PATH', path: 'bare-library' })
      .expect(201);
    expect(bare.body).toMatchObject({ maxContent: 1, maxUser: 1 });
    const sized = await system
      .post('/api/admin/companies')
      .send({
        name: 'Sized Library',
        domainType: 'PATH',
        path: 'sized-library',
        maxContent: 1000,
        maxUser: 1000,
      })
      .expect(201);
    expect(sized.body).toMatchObject({ maxContent: 1000, maxUser: 1000 });
    await t.reset();
  });
});
