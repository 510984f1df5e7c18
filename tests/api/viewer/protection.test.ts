import { randomBytes } from 'node:crypto';
import { MAX_RANGE_BYTES, Status } from '@hondana/schemas/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_BUDGET_FLOOR, dailyBudgetOf } from '../../../server/src/viewer/byteBudget';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, fetchFile, freshSession, openViewer, statusOf, v1 } from './support';

// What the file endpoint promises a licensor (decisions.md, "What the viewer's file endpoint
// guarantees"): ranges only, none of them the whole book, within a daily budget per holder.

let t: TestApp;
let reader: TestReader;
let sakura: string;
const MIB = 1024 * 1024;
/** A 2 MiB "book": two capped ranges, a budget of 10 MiB a day. */
const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * MIB - 9)]);

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
  await t.db('viewer_byte_budgets').delete();
  await t.db('content_links').delete();
  await clearContents(t);
  await t.reset();
});
afterAll(() => t.destroy());

const viewerToken = async (bookId: string, who = reader) =>
  (await openViewer(t.app, who, { content_id: bookId }).expect(200)).body.data.token_id as string;

const directToken = async (bookId: string, who = reader) =>
  (
    await v1(t.app, 'post', '/content/public/direct-view-token', who)
      .send({ content_id: bookId })
      .expect(200)
  ).body.data.view_token as string;

async function linkToken(bookId: string) {
  const admin = await t.login('sakura');
  const link = await admin
    .post('/api/admin/content-links')
    .send({ contentId: bookId, allowAnonymous: true, expiryDate: '2099-12-31' })
    .expect(201);
  const open = async () =>
    (await v1(t.app, 'get', `/content/link/${link.body.token}/viewer-token`).expect(200)).body.data
      .token_id as string;
  return { id: link.body.id as string, open };
}

/** The i-th of the 2 MiB book's two 1 MiB ranges. */
const mebibyte = (i: number) => ({
  Range: `bytes=${(i % 2) * MIB}-${(i % 2) * MIB + MIB - 1}`,
});

describe('the file endpoint answers ranges only', () => {
  it('never answers the whole file, whatever is asked, for every token kind', async () => {
    const small = await englishPdf();
    for (const [bytes, canDownload] of [
      [small, false],
      [big, true],
    ] as const) {
      const book = await bookWithFile(t, sakura, bytes, { canDownload });
      const size = bytes.length;
      const tokens = [
        { token: await viewerToken(book.id), who: reader },
        { token: await directToken(book.id), who: undefined },
        { token: await (await linkToken(book.id)).open(), who: undefined },
      ];
      const asks: Record<string, string>[] = [
        {},
        { Range: 'bytes=0-' },
        { Range: `bytes=0-${size - 1}` },
        { Range: `bytes=-${size}` },
        { Range: 'bytes=0-9,20-29' },
        { Range: 'bytes=junk' },
        { Range: 'bytes=0-9', 'If-Range': '"stale"' },
      ];
      for (const { token, who } of tokens) {
        for (const headers of asks) {
          const res = await fetchFile(t.app, token, headers, who);
          expect(res.body.length).toBeLessThan(size);
          if (res.status === 206) {
            const [, start, end] = /^bytes (\d+)-(\d+)\//.exec(res.headers['content-range']) ?? [];
            expect(Buffer.compare(res.body, bytes.subarray(Number(start), Number(end) + 1))).toBe(
              0,
            );
          } else {
            expect(statusOf(res)).toBe(Status.cannotDownload);
          }
        }
      }
    }
  });

  it('answers at most a capped range, its Content-Range saying which bytes it carries', async () => {
    const book = await bookWithFile(t, sakura, big);
    const token = await viewerToken(book.id);
    const res = await fetchFile(t.app, token, { Range: 'bytes=100-' }, reader).expect(206);
    expect(res.headers['content-range']).toBe(
      `bytes 100-${100 + MAX_RANGE_BYTES - 1}/${big.length}`,
    );
    expect(res.body.length).toBe(MAX_RANGE_BYTES);
    expect(Buffer.compare(res.body, big.subarray(100, 100 + MAX_RANGE_BYTES))).toBe(0);
    // A small book: at most half of it per answer.
    const small = await englishPdf();
    const little = await bookWithFile(t, sakura, small);
    const half = await fetchFile(
      t.app,
      await viewerToken(little.id),
      { Range: 'bytes=0-' },
      reader,
    );
    expect(half.body.length).toBe(Math.ceil(small.length / 2));
  });
});

describe('the daily byte budget', () => {
  const budget = dailyBudgetOf(big.length);

  it('holds a reader to 3 × the file + the floor a day, across new viewer and direct tokens', async () => {
    expect(budget).toBe(6 * MIB + DAILY_BUDGET_FLOOR);
    const book = await bookWithFile(t, sakura, big);
    let received = 0;
    let refusals = 0;
    for (let i = 0; i < 16; i += 1) {
      // A new token for every range: a token costs nothing, and resets nothing.
      const isDirect = i % 2 === 1;
      const token = isDirect ? await directToken(book.id) : await viewerToken(book.id);
      const res = await fetchFile(t.app, token, mebibyte(i), isDirect ? undefined : reader);
      if (res.status === 206) received += res.body.length;
      else {
        expect(statusOf(res)).toBe(Status.tooManyRequests);
        refusals += 1;
      }
    }
    expect(received).toBe(budget);
    expect(refusals).toBe(16 - budget / MIB);
    const row = await t.db('viewer_byte_budgets').where({ holder_id: reader.id }).first();
    expect(Number(row.bytes)).toBe(budget);

    // Another reader has their own; the next UTC day this one has a new one.
    const other = await createReader(t, sakura);
    await fetchFile(t.app, await viewerToken(book.id, other), mebibyte(0), other).expect(206);
    const now = t.clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(midnight - now.getTime() + 1000);
    const tomorrow = await freshSession(t, reader);
    const token = await viewerToken(book.id, tomorrow);
    await fetchFile(t.app, token, mebibyte(0), tomorrow).expect(206);
  });

  it('adds up concurrent ranges: together they never pass it', async () => {
    const book = await bookWithFile(t, sakura, big);
    const token = await viewerToken(book.id);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => fetchFile(t.app, token, mebibyte(i), reader)),
    );
    const served = answers.filter((res) => res.status === 206);
    expect(served).toHaveLength(budget / MIB);
    for (const res of answers.filter((answer) => answer.status !== 206)) {
      expect(statusOf(res)).toBe(Status.tooManyRequests);
    }
  });

  it("holds a content link's visitors to one budget per link", async () => {
    const book = await bookWithFile(t, sakura, big);
    const link = await linkToken(book.id);
    let received = 0;
    for (let i = 0; i < 13; i += 1) {
      const res = await fetchFile(t.app, await link.open(), mebibyte(i));
      if (res.status === 206) received += res.body.length;
      else expect(statusOf(res)).toBe(Status.tooManyRequests);
    }
    expect(received).toBe(budget);
    const row = await t.db('viewer_byte_budgets').where({ holder_id: link.id }).first();
    expect(Number(row.bytes)).toBe(budget);
    // Another link to the same book is another grant, with its own budget.
    const second = await linkToken(book.id);
    await fetchFile(t.app, await second.open(), mebibyte(0)).expect(206);
  });
});
