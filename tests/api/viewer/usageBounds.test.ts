import { Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_PAGE_VIEWS, PAGE_VIEWS_PER_SECOND } from '../../../server/src/viewer/pageCount';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, openViewer, statusOf, v1 } from './support';

// The usage log is the licensor's report: it counts what the server allowed, not what a
// client claims (decisions.md, "What the usage log counts").

let t: TestApp;
let reader: TestReader;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
});
beforeEach(async () => {
  t.clock.freeze();
  reader = await createReader(t, sakura);
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await t.db('usage_events').delete();
  await clearContents(t);
});
afterAll(() => t.destroy());

/** A 3-page book (its page count as the upload's reading stores it) and a viewer token. */
async function threePages(fields: Record<string, unknown> = {}) {
  const book = await bookWithFile(t, sakura, await englishPdf(), fields);
  await t.db('contents').where({ id: book.id }).update({ page_count: 3 });
  const token = (await openViewer(t.app, reader, { content_id: book.id }).expect(200)).body.data
    .token_id as string;
  return { book, token };
}

const views = (token: string, pages: number[]) =>
  v1(t.app, 'post', `/viewer/tokens/${token}/page-views`, reader).send({ pages });
const print = (token: string, pages: number) =>
  v1(t.app, 'post', `/viewer/tokens/${token}/print`, reader).send({ pages });

async function reported(contentId: string) {
  const month = t.clock.now().toISOString().slice(0, 7);
  const rows = await t.ctx.viewer.usage.report(sakura, month, month);
  return rows.find((row) => row.contentId === contentId);
}

describe('page views', () => {
  it('are page numbers of the book: page 4 of a 3-page book is refused', async () => {
    const { token } = await threePages();
    await views(token, [1, 2, 3]).expect(200);
    expect(statusOf(await views(token, [3, 4]))).toBe(Status.badRequest);
  });

  it('count no more than the time the token was open allows', async () => {
    const { book, token } = await threePages();
    // 20,000 claimed at once: only the first screenful counts.
    let recorded = 0;
    const batch = Array.from({ length: 500 }, (_, i) => (i % 3) + 1);
    for (let i = 0; i < 40; i += 1) {
      recorded += (await views(token, batch).expect(200)).body.data.recorded as number;
    }
    expect(recorded).toBe(FIRST_PAGE_VIEWS);
    // Ten seconds of reading later, ten seconds' worth more.
    t.clock.advance(10_000);
    const later = await views(token, batch).expect(200);
    expect(later.body.data.recorded).toBe(10 * PAGE_VIEWS_PER_SECOND);
    expect((await reported(book.id))?.pageViews).toBe(
      FIRST_PAGE_VIEWS + 10 * PAGE_VIEWS_PER_SECOND,
    );
  });
});

describe('prints', () => {
  it('are authorised within the book and the month’s cap, and logged as authorised', async () => {
    const { book, token } = await threePages({ print: 1, printPageLimit: 5 });
    expect(statusOf(await print(token, 99_999))).toBe(Status.badRequest);
    expect(statusOf(await print(token, 4))).toBe(Status.badRequest);
    expect((await print(token, 3).expect(200)).body.data.pages).toBe(3);
    expect(statusOf(await print(token, 3))).toBe(Status.noPermissionForAction);
    expect((await print(token, 2).expect(200)).body.data.pages).toBe(2);
    expect(statusOf(await print(token, 1))).toBe(Status.noPermissionForAction);
    expect(await reported(book.id)).toMatchObject({ prints: 2, printedPages: 5 });
  });
});
