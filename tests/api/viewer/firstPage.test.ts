import { Status } from '@hondana/schemas/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT_TEXT } from '../../../server/src/content/files/textJob';
import { firstPageKey } from '../../../server/src/content/files/storedFiles';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { japanesePdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { binary, bookWithFile, openViewer, statusOf, v1 } from './support';

// Page 1 drawn at upload (content/files/firstPage.ts) and served by token
// (`GET /viewer/file/{tokenId}/first-page`), for the viewer to paint while pdf.js loads.
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

describe('the first page drawn at upload', () => {
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

  it('leaves no image for a file pdf.js cannot read, and the book still opens', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const book = await processedBook(broken);
    expect(await t.ctx.store.get(firstPageKey(book.fileKey as string))).toBeNull();
    const opened = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    expect(opened.body.data.content_info.first_page).toBeNull();
  });
});
