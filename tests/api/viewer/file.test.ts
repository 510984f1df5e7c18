import { Status } from '@hondana/schemas/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { firstPageKey } from '../../../server/src/content/files/storedFiles';
import { createTextJob, EXTRACT_TEXT } from '../../../server/src/content/files/textJob';
import { VIEW_TOKEN_TTL_MS } from '../../../server/src/viewer/limits';
import { createTestApp, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf, japanesePdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { binary, bookWithFile, openViewer, statusOf, v1 } from './support';

let t: TestApp;
let reader: TestReader;
let sakura: string;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
  pdf = await japanesePdf();
});
afterEach(async () => {
  await t.db('viewer_tokens').delete();
  await clearContents(t);
});
afterAll(() => t.destroy());

async function tokenFor(who = reader, app = t.app) {
  const book = await bookWithFile(t, sakura, pdf);
  const res = await openViewer(app, who, { content_id: book.id }).expect(200);
  return { book, token: res.body.data.token_id as string };
}

/** The file by token, as `who` (the test's reader by default; null for no session). */
const fetchFile = (token: string, who: TestReader | null = reader, app = t.app) =>
  v1(app, 'get', `/viewer/file/${token}`, who ?? undefined)
    .buffer(true)
    .parse(binary);

describe('GET /viewer/file/{tokenId}', () => {
  it('answers no GET without a range (903), and HEAD the length with a strong ETag', async () => {
    const { book, token } = await tokenFor();
    const whole = await fetchFile(token);
    expect(statusOf(whole)).toBe(Status.cannotDownload);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    const head = await v1(t.app, 'head', `/viewer/file/${token}`, reader).expect(200);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers.etag).toBe(`"${book.fileKey?.split('/').pop()?.replace('.pdf', '')}"`);
    expect(head.headers['content-length']).toBe(String(pdf.length));
  });

  it('answers ranges byte-exact with 206 and Content-Range', async () => {
    const { token } = await tokenFor();
    for (const [start, end] of [
      [0, 0],
      [0, 1023],
      [100, 4099],
      [pdf.length - 10, pdf.length - 1],
    ]) {
      const res = await fetchFile(token).set('Range', `bytes=${start}-${end}`).expect(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${pdf.length}`);
      expect(Buffer.compare(res.body, pdf.subarray(start, end + 1))).toBe(0);
    }
    const suffix = await fetchFile(token).set('Range', 'bytes=-500').expect(206);
    expect(Buffer.compare(suffix.body, pdf.subarray(pdf.length - 500))).toBe(0);
    const open = await fetchFile(token)
      .set('Range', `bytes=${pdf.length - 7}-`)
      .expect(206);
    expect(Buffer.compare(open.body, pdf.subarray(pdf.length - 7))).toBe(0);
  });

  it('answers 416 past the end, 903 for a stale If-Range, 304 for its ETag', async () => {
    const { token } = await tokenFor();
    const past = await fetchFile(token).set('Range', `bytes=${pdf.length}-`).expect(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
    const stale = await fetchFile(token).set('Range', 'bytes=0-9').set('If-Range', '"stale"');
    expect(statusOf(stale)).toBe(Status.cannotDownload);
    const fresh = await fetchFile(token).set('Range', 'bytes=0-9').expect(206);
    const etag = fresh.headers.etag;
    const again = await fetchFile(token).set('Range', 'bytes=0-9').set('If-Range', etag);
    expect(again.status).toBe(206);
    await fetchFile(token).set('If-None-Match', etag).expect(304);
  });

  it('answers HEAD of a range with its length and no body', async () => {
    const { token } = await tokenFor();
    const part = await v1(t.app, 'head', `/viewer/file/${token}`, reader)
      .set('Range', 'bytes=10-19')
      .expect(206);
    expect(part.headers['content-length']).toBe('10');
  });

  it('refuses without a token, with a junk one, and without the reader session', async () => {
    const { token } = await tokenFor();
    expect((await v1(t.app, 'get', '/viewer/file/', reader)).status).toBe(404);
    expect(statusOf(await fetchFile('x'.repeat(43)))).toBe(Status.invalidToken);
    expect(statusOf(await fetchFile(token, null))).toBe(Status.unauthorized);
  });

  it("refuses another reader's and another tenant's token", async () => {
    const { token } = await tokenFor();
    const other = await createReader(t, sakura);
    expect(statusOf(await fetchFile(token, other))).toBe(Status.invalidToken);
    const aozoraReader = await createReader(t, t.fixtures.aozora.id);
    const res = await (
      await import('supertest')
    )
      .default(t.app)
      .get(`/api/v1/viewer/file/${token}`)
      .set('Host', 'aozora.test')
      .set('X-Access-Token', aozoraReader.token);
    expect(statusOf(res)).toBe(Status.invalidToken);
  });

  it('refuses after expiry (811) and after the viewer closed the token (600)', async () => {
    const expiring = await tokenFor();
    t.clock.advance(VIEW_TOKEN_TTL_MS + 1);
    expect(statusOf(await fetchFile(expiring.token))).toBe(Status.accessExpired);
    const closing = await tokenFor();
    await v1(t.app, 'delete', `/viewer/tokens/${closing.token}`, reader).expect(200);
    expect(statusOf(await fetchFile(closing.token))).toBe(Status.invalidToken);
  });
});

describe('the per-token byte budget', () => {
  it('refuses a token that fetched its minute of bytes (429) and lets it go on a minute later', async () => {
    const small = await englishPdf();
    const limited = createApp({
      clock: t.clock,
      db: t.db,
      config: { ...testAppConfig(t.dataDir), viewerBytesPerMinute: small.length },
      logger: createLogger('silent'),
    });
    const book = await bookWithFile(t, sakura, small);
    const res = await openViewer(limited, reader, { content_id: book.id }).expect(200);
    const token = res.body.data.token_id as string;
    // Reading page by page stays within it ...
    await fetchFile(token, reader, limited).set('Range', 'bytes=0-99').expect(206);
    const half = Math.ceil(small.length / 2);
    await fetchFile(token, reader, limited)
      .set('Range', `bytes=100-${half - 1}`)
      .expect(206);
    await fetchFile(token, reader, limited)
      .set('Range', `bytes=${half}-${small.length - 1}`)
      .expect(206);
    // ... fetching the book again in the same minute does not.
    const refused = await fetchFile(token, reader, limited).set('Range', 'bytes=0-99');
    expect(statusOf(refused)).toBe(Status.tooManyRequests);
    t.clock.advance(61_000);
    await v1(limited, 'post', `/viewer/tokens/${token}/heartbeat`, reader).expect(200);
    await fetchFile(token, reader, limited).set('Range', 'bytes=0-99').expect(206);
  });
});

/** A book whose upload job (text and first page) has run. */
async function processedBook(bytes: Uint8Array = pdf) {
  const book = await bookWithFile(t, sakura, bytes);
  const payload = { contentId: book.id, fileKey: book.fileKey };
  await t.jobs.enqueue({ type: EXTRACT_TEXT, companyId: sakura, payload });
  await t.jobs.drain();
  return book;
}

const fetchFirstPage = (token: string, who: TestReader | null = reader) =>
  v1(t.app, 'get', `/viewer/file/${token}/first-page`, who ?? undefined)
    .buffer(true)
    .parse(binary);

// Page 1 drawn at upload (content/files/firstPage.ts), for the viewer to paint while pdf.js loads.
describe('GET /viewer/file/{tokenId}/first-page', () => {
  it('is named in the token with the page size, and served as WebP against the token', async () => {
    const book = await processedBook();
    const opened = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    // Page 1's own size in PDF points, as pdf-lib reads it from the file.
    const page = (await PDFDocument.load(pdf)).getPage(0).getSize();
    const size = opened.body.data.content_info.first_page;
    expect(size.width).toBeCloseTo(page.width, 1);
    expect(size.height).toBeCloseTo(page.height, 1);
    const res = await fetchFirstPage(opened.body.data.token_id).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(res.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // An image of the page, not an empty one.
    expect(res.body.length).toBeGreaterThan(2000);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('is refused without the token’s reader, and for a book that has none', async () => {
    const book = await processedBook();
    const opened = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    const token = opened.body.data.token_id as string;
    const other = await createReader(t, sakura);
    expect(statusOf(await fetchFirstPage(token, other))).toBe(Status.invalidToken);
    expect(await fetchFirstPage(token, null).then((res) => res.status)).toBe(401);

    const unprocessed = await bookWithFile(t, sakura, pdf);
    const plain = await openViewer(t.app, reader, { content_id: unprocessed.id }).expect(200);
    expect(plain.body.data.content_info.first_page).toBeNull();
    const missing = await fetchFirstPage(plain.body.data.token_id);
    expect(statusOf(missing)).toBe(Status.fileNotFound);
  });

  it('leaves no image behind when the file was replaced while the job drew it', async () => {
    const book = await bookWithFile(t, sakura, pdf);
    const fileKey = book.fileKey as string;
    // The content gets another file just as the job stores the image of the old one.
    const store = {
      ...t.ctx.store,
      put: async (key: string, bytes: Uint8Array, type: string) => {
        await t.ctx.store.put(key, bytes, type);
        await t
          .db('contents')
          .where({ id: book.id })
          .update({ file_key: `${fileKey}.new.pdf` });
      },
    };
    const job = createTextJob({ db: t.db, clock: t.clock, store, pdfWork: t.ctx.pdfWork });
    await job({
      id: 'job',
      companyId: sakura,
      payload: { contentId: book.id, fileKey },
      progress: async () => undefined,
      log: () => undefined,
    });
    expect(await t.ctx.store.get(firstPageKey(fileKey))).toBeNull();
    const row = await t.db('contents').where({ id: book.id }).first('first_page_width');
    expect(row.first_page_width).toBeNull();
  });

  it('leaves no image for a file pdf.js cannot read, and the book still opens', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const book = await processedBook(broken);
    expect(await t.ctx.store.get(firstPageKey(book.fileKey as string))).toBeNull();
    const opened = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    expect(opened.body.data.content_info.first_page).toBeNull();
  });
});
