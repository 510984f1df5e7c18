import { inflateSync } from 'node:zlib';
import type { PDFRawStream } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf, englishText } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { binary, bookWithFile, v1 } from './support';

// Issue 29, "A stamp that survives casual removal": a downloaded copy still names its reader
// and its trace code in the page content once the metadata and each page's last content
// stream are deleted, and a Japanese custom watermark is drawn.

let t: TestApp;
let reader: TestReader;

beforeAll(async () => {
  t = await createTestApp();
  reader = await createReader(t, t.fixtures.sakura.id, { fullName: '山田 花子' });
  const admin = await t.login('sakura');
  await admin
    .put('/api/admin/settings/watermark')
    .send({
      data: {
        isShow: true,
        contentType: 'CUSTOM',
        watermarkContent: '{name} 様 専用',
        position: 'DIAGONAL',
      },
    })
    .expect(200);
});
afterAll(() => t.destroy());

/** A stamped copy downloaded through the API, and its trace code (the spec's auth_key). */
async function download(): Promise<{ bytes: Buffer; traceCode: string }> {
  const original = await englishPdf();
  const book = await bookWithFile(t, t.fixtures.sakura.id, original, { canDownload: true });
  const spec = await v1(t.app, 'get', '/content/get-content-download-spec', reader)
    .query({ content_id: book.id })
    .expect(200);
  const { download_id: downloadId, auth_key: traceCode } = spec.body.data;
  const res = await v1(t.app, 'get', `/viewer/download/${downloadId}`, reader)
    .buffer(true)
    .parse(binary)
    .expect(200);
  return { bytes: res.body as Buffer, traceCode };
}

/** The Info dictionary and the XMP packet deleted, and each page's last content stream. */
async function stripped(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.context.trailerInfo.Info = undefined;
  doc.catalog.delete(PDFName.of('Metadata'));
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    if (contents instanceof PDFArray) contents.remove(contents.size() - 1);
    else page.node.delete(PDFName.Contents);
  }
  return doc.save();
}

/** Each page's content streams decoded and joined. */
async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs
      .map((ref) => {
        const stream = doc.context.lookup(ref) as PDFRawStream;
        const flate = stream.dict.get(PDFName.of('Filter')) !== undefined;
        return (flate ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString(
          'latin1',
        );
      })
      .join('\n');
  });
}

/** Each page's text as pdf.js extracts it, and the document's metadata. */
async function readPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
  }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info, metadata } = await doc.getMetadata();
  await doc.loadingTask.destroy();
  return { texts, info: info as Record<string, unknown>, xmp: metadata?.getRaw() ?? null };
}

describe('GET /viewer/download/{downloadId}: the stamp', () => {
  it('names the reader and the trace code in the page content after the metadata and the last content stream are removed', async () => {
    const { bytes, traceCode } = await download();
    const whole = await readPdf(bytes);
    expect(whole.info.Keywords).toContain(traceCode);
    expect(whole.xmp).toContain(traceCode);

    const attacked = await stripped(bytes);
    const after = await readPdf(attacked);
    expect(JSON.stringify(after.info)).not.toContain(traceCode);
    expect(after.xmp).toBeNull();
    const contents = await pageContents(attacked);
    expect(contents).toHaveLength(englishText.length);
    for (const content of contents) {
      expect(content).toContain(`/TraceCode (${traceCode})`);
      expect(content).toContain(`/Licensee (${reader.email})`);
    }
    after.texts.forEach((text, index) => {
      expect(text).toContain(englishText[index]);
      expect(text).toContain(`${reader.email} · ${traceCode}`);
      expect(text).toContain('山田 花子 様 専用');
    });
  });

  it('draws the Japanese custom text with an embedded subset font', async () => {
    const { bytes } = await download();
    const { texts } = await readPdf(bytes);
    for (const text of texts) expect(text).toContain('山田 花子 様 専用');
    const doc = await PDFDocument.load(bytes);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) => (object instanceof PDFDict ? [object] : []))
      .filter((dict) => dict.has(PDFName.of('FontFile2')))
      .map((dict) => dict.get(PDFName.of('FontName'))?.toString());
    // pdf-lib names a subset with a six-letter tag: ABCDEF+NotoSansJP.
    expect(fonts).toEqual([expect.stringMatching(/^\/[A-Z]{6}\+NotoSansJP/)]);
    expect(bytes.length - (await englishPdf()).length).toBeLessThan(40_000);
  });

  it('keeps the trace code leading to the reader, book and time after the download token is swept', async () => {
    t.clock.freeze();
    const downloadedAt = t.clock.now().toISOString();
    const { traceCode } = await download();
    t.clock.advance(3 * 24 * 60 * 60_000);
    await t.ctx.viewer.sweepTokens();
    expect(await t.db('viewer_tokens').where({ purpose: 'DOWNLOAD', user_id: reader.id })).toEqual(
      [],
    );
    const trace = await t.db('download_traces').where({ trace_code: traceCode }).first();
    expect(trace).toMatchObject({
      company_id: t.fixtures.sakura.id,
      user_id: reader.id,
      user_email: reader.email,
      page_from: null,
      page_to: null,
    });
    expect(new Date(trace.downloaded_at).toISOString()).toBe(downloadedAt);
    const book = await t.db('contents').where({ id: trace.content_id }).first();
    expect(trace.content_title).toBe(book.title);
  });
});
