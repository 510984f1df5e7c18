import { Status } from '@hondana/schemas/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/access/roles';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents } from '../../support/contents';
import { englishPdf, englishText } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { binary, bookWithFile, openViewer, statusOf, v1 } from './support';

let t: TestApp;
let reader: TestReader;
let sakura: string;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
});
afterEach(async () => {
  await t.db('usage_events').delete();
  await t.db('viewer_tokens').delete();
  await clearContents(t);
});
afterAll(() => t.destroy());

async function viewerToken(print: number) {
  const book = await bookWithFile(t, sakura, await englishPdf(), { print });
  const res = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
  return res.body.data.token_id as string;
}

const print = (token: string, pages: unknown) =>
  v1(t.app, 'post', `/viewer/tokens/${token}/print`, reader).send({ pages });

describe('POST /viewer/tokens/{tokenId}/print', () => {
  it('refuses every print of a content with print 0 (614), and logs none', async () => {
    const token = await viewerToken(0);
    expect(statusOf(await print(token, 1))).toBe(Status.noPermissionForAction);
    expect(await t.db('usage_events').where({ event: 3 })).toHaveLength(0);
  });

  it('allows one page only for print 2, every page for print 1, and logs each print', async () => {
    const current = await viewerToken(2);
    expect(statusOf(await print(current, 2))).toBe(Status.noPermissionForAction);
    await print(current, 1).expect(200);
    const all = await viewerToken(1);
    expect((await print(all, 2).expect(200)).body.data).toEqual({ print: 1, pages: 2 });
    const rows = await t.db('usage_events').where({ event: 3 }).orderBy('quantity');
    expect(rows.map((row) => Number(row.quantity))).toEqual([1, 2]);
  });

  it('rejects a page count that is not a page number', async () => {
    const token = await viewerToken(1);
    for (const pages of [0, -1, 1.5, '2', null, 1e9]) {
      expect(statusOf(await print(token, pages))).toBe(Status.badRequest);
    }
  });
});

describe('downloads', () => {
  const spec = (contentId: string, who = reader) =>
    v1(t.app, 'get', '/content/get-content-download-spec', who).query({ content_id: contentId });

  it('refuses 903 where the content does not allow it, and for an IP-login reader', async () => {
    const closed = await bookWithFile(t, sakura, await englishPdf(), { canDownload: false });
    expect(statusOf(await spec(closed.id))).toBe(Status.cannotDownload);
    const open = await bookWithFile(t, sakura, await englishPdf(), { canDownload: true });
    const ipReader = await createReader(t, sakura, { roleLevel: Role.IP });
    expect(statusOf(await spec(open.id, ipReader))).toBe(Status.cannotDownload);
    const loose = await bookWithFile(t, sakura, await englishPdf(), {
      canDownload: true,
      isInGroup: false,
    });
    expect(statusOf(await spec(loose.id))).toBe(Status.cannotViewBook);
  });

  it("answers the download object and a PDF stamped with the reader's e-mail on every page", async () => {
    const original = await englishPdf();
    const book = await bookWithFile(t, sakura, original, { canDownload: true, title: 'Shelf' });
    const data = (await spec(book.id).expect(200)).body.data;
    expect(data).toMatchObject({
      auth_id: reader.id,
      auth_name: reader.email,
      custom_name: 'Shelf.pdf',
    });
    expect(data.auth_key).toMatch(/^[0-9a-f]{16}$/);
    const res = await v1(t.app, 'get', `/viewer/download/${data.download_id}`, reader)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const pages = await pageTexts(res.body);
    const originalPages = await pageTexts(original);
    expect(pages).toHaveLength(originalPages.length);
    pages.forEach((text, index) => {
      expect(text).toContain(reader.email);
      expect(text).toContain(englishText[index]);
    });
    const info = await metadataOf(res.body);
    expect(info.Keywords).toContain(reader.email);
    expect(info.Keywords).toContain(data.auth_key);
    // One copy per download object: used again, it is refused; the download is logged.
    const again = await v1(t.app, 'get', `/viewer/download/${data.download_id}`, reader);
    expect(statusOf(again)).toBe(Status.invalidToken);
    expect(await t.db('usage_events').where({ event: 4 })).toHaveLength(1);
  });
});

describe('per-content page caps', () => {
  it('lets a reader print at most the cap per month, and tells the viewer what is left', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf(), { print: 1, printPageLimit: 3 });
    const open = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    expect(open.body.data.content_info).toMatchObject({ print_page_limit: 3, print_pages_left: 3 });
    const token = open.body.data.token_id as string;
    await print(token, 2).expect(200);
    const over = await print(token, 2);
    expect(statusOf(over)).toBe(Status.noPermissionForAction);
    expect(over.body.errors.pages).toBe('1 of 3 pages left to print this month.');
    await print(token, 1).expect(200);
    expect(statusOf(await print(token, 1))).toBe(Status.noPermissionForAction);
    const again = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    expect(again.body.data.content_info.print_pages_left).toBe(0);
    // Another reader has their own pages.
    const other = await createReader(t, sakura);
    const theirs = await openViewer(t.app, other, { content_id: book.id }).expect(200);
    expect(theirs.body.data.content_info.print_pages_left).toBe(3);
    // Prints of an earlier month do not count.
    await t.db('usage_events').where({ event: 3 }).update({ month: 190001 });
    const nextMonth = await openViewer(t.app, reader, { content_id: book.id }).expect(200);
    expect(nextMonth.body.data.content_info.print_pages_left).toBe(3);
  });

  it('downloads only a chosen range within the cap, stamped, and refuses others', async () => {
    const original = await pagesPdf(6);
    const book = await bookWithFile(t, sakura, original, {
      canDownload: true,
      downloadPageLimit: 2,
    });
    const spec = (query: Record<string, unknown>) =>
      v1(t.app, 'get', '/content/get-content-download-spec', reader).query({
        content_id: book.id,
        ...query,
      });
    // Without a range (the detail page's DOWNLOAD): the first pages up to the cap.
    const first = (await spec({}).expect(200)).body.data;
    expect(first).toMatchObject({ page_from: 1, page_to: 2 });
    expect(statusOf(await spec({ page_from: 2, page_to: 4 }))).toBe(Status.badRequest);
    expect(statusOf(await spec({ page_from: 3, page_to: 2 }))).toBe(Status.badRequest);
    expect(statusOf(await spec({ page_from: 'x', page_to: 2 }))).toBe(Status.badRequest);
    const data = (await spec({ page_from: 2, page_to: 3 }).expect(200)).body.data;
    expect(data).toMatchObject({ page_from: 2, page_to: 3 });
    const res = await v1(t.app, 'get', `/viewer/download/${data.download_id}`, reader)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pages = await pageTexts(res.body);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Page 2 of the book');
    expect(pages[1]).toContain('Page 3 of the book');
    pages.forEach((text) => expect(text).toContain(reader.email));
    // A range past the book's end: the spec cannot know, the download says so.
    const past = (await spec({ page_from: 7, page_to: 8 }).expect(200)).body.data;
    const refused = await v1(t.app, 'get', `/viewer/download/${past.download_id}`, reader);
    expect(statusOf(refused)).toBe(Status.badRequest);
    expect(refused.body.errors.pages).toBe('The book has 6 pages.');
  });

  it('keeps the caps as content fields: admins set them, bad values are refused', async () => {
    const book = await bookWithFile(t, sakura, await englishPdf());
    const admin = await t.login('sakura');
    const current = (await admin.get(`/api/admin/contents/${book.id}`).expect(200)).body;
    const saved = await admin
      .put(`/api/admin/contents/${book.id}`)
      .send({ ...current, printPageLimit: 60, downloadPageLimit: 30 })
      .expect(200);
    expect(saved.body).toMatchObject({ printPageLimit: 60, downloadPageLimit: 30 });
    const bad = await admin
      .put(`/api/admin/contents/${book.id}`)
      .send({ ...current, printPageLimit: 0, downloadPageLimit: 'all' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['downloadPageLimit', 'printPageLimit']);
  });
});

/** A PDF of `count` pages, each saying its number ("Page 2 of the book"). */
async function pagesPdf(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= count; number += 1) {
    doc
      .addPage([400, 500])
      .drawText(`Page ${number} of the book`, { x: 40, y: 400, size: 18, font });
  }
  return Buffer.from(await doc.save());
}

async function loadPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
}

/** Each page's text as pdf.js extracts it. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await loadPdf(bytes);
  const texts: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.loadingTask.destroy();
  return texts;
}

async function metadataOf(bytes: Uint8Array): Promise<Record<string, string>> {
  const doc = await loadPdf(bytes);
  const { info } = await doc.getMetadata();
  await doc.loadingTask.destroy();
  return info as Record<string, string>;
}
