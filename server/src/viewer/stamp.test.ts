import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import {
  degrees,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  StandardFonts,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { openGraphicsStates, stampPdf } from './stamp';
import type { StampRequest } from './stamp';
import type { ResolvedWatermark } from './watermark';

const email = 'reader+1@example.com';
const traceCode = '0123456789abcdef';
const mark: ResolvedWatermark = {
  isShow: true,
  isOnlineViewer: true,
  text: '山田太郎様 専用 2026/11/27',
  color: '#cc0000',
  fontSize: 36,
  position: 'DIAGONAL',
  opacity: 0.3,
};
const request: StampRequest = { watermark: mark, email, traceCode };
/** How pdf-lib writes "Original page" with a standard font: a hex string. */
const originalPage = Buffer.from('Original page').toString('hex');
const drawsPage = (content: string) => content.toLowerCase().includes(originalPage);

/** A book of `pages` pages, each drawing "Original page N" with Helvetica. */
async function book(pages = 2, shape?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    doc.addPage([400, 500]).drawText(`Original page ${number}`, { x: 40, y: 400, size: 18, font });
  }
  shape?.(doc);
  doc.setTitle('The Bookshelf Handbook');
  return doc.save();
}

/**
 * What a reader who wants a clean copy does first: the Info dictionary and the XMP packet
 * deleted, and each page's last content stream taken off (the old stamp was that stream).
 */
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

/** Every content stream of every page, decoded, as text. */
async function pageContents(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return streams.map((ref) => decoded(doc.context.lookup(ref) as PDFRawStream));
  });
}

function decoded(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter ? inflateSync(stream.contents) : Buffer.from(stream.contents);
  return bytes.toString('latin1');
}

async function pdfjsDocument(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
}

/** Each page's text items as pdf.js extracts them, with where they are shown. */
async function pageTexts(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjsDocument(bytes);
  const pages = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const { items } = await page.getTextContent();
    pages.push({
      text: items.map((item) => ('str' in item ? item.str : '')).join(' '),
      items: items.flatMap((item) =>
        'str' in item && item.str
          ? [{ str: item.str, at: pdfjs.Util.transform(viewport.transform, item.transform) }]
          : [],
      ),
      viewport,
    });
  }
  await doc.loadingTask.destroy();
  return pages;
}

let stamped: Uint8Array;
beforeAll(async () => {
  stamped = await stampPdf(await book(), request);
});

describe('stampPdf: a stamp that survives casual removal', () => {
  it('draws the watermark, Japanese included, and the trace line on every page', async () => {
    const pages = await pageTexts(stamped);
    expect(pages).toHaveLength(2);
    pages.forEach(({ text }, index) => {
      expect(text).toContain(`Original page ${index + 1}`);
      expect(text).toContain('山田太郎様 専用 2026/11/27');
      expect(text).toContain(`${email} · ${traceCode}`);
    });
  });

  it('keeps the reader and the trace code in the page content once metadata and the last stream are gone', async () => {
    const attacked = await stripped(stamped);
    const doc = await pdfjsDocument(attacked);
    const { info, metadata } = await doc.getMetadata();
    await doc.loadingTask.destroy();
    expect(JSON.stringify(info)).not.toContain(traceCode);
    expect(metadata).toBeNull();
    // Still in the decoded page content, as plain strings (the marked-content property list)…
    for (const streams of await pageContents(attacked)) {
      const content = streams.join('\n');
      expect(content).toContain(`/TraceCode (${traceCode})`);
      expect(content).toContain('/Licensee (reader+1@example.com)');
    }
    // …and drawn: the page, its watermark and the trace line survive together.
    for (const [index, { text }] of (await pageTexts(attacked)).entries()) {
      expect(text).toContain(`Original page ${index + 1}`);
      expect(text).toContain('山田太郎様');
      expect(text).toContain(`${email} · ${traceCode}`);
    }
  });

  it("draws the page and its stamp in one stream, and leaves no clean copy of a page's drawing in the file", async () => {
    for (const streams of await pageContents(stamped)) {
      const drawing = streams.filter(drawsPage);
      expect(drawing).toHaveLength(1);
      expect(drawing[0]).toContain(`/TraceCode (${traceCode})`);
      // The original drawing sits between the invisible trace and the visible stamp.
      const page = drawing[0].toLowerCase().indexOf(originalPage);
      expect(drawing[0].indexOf('3 Tr')).toBeLessThan(page);
      expect(drawing[0].lastIndexOf('EMC')).toBeGreaterThan(page);
    }
    const doc = await PDFDocument.load(stamped);
    const streams = doc.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) => (object instanceof PDFRawStream ? [object] : []))
      .filter((stream) => !stream.dict.has(PDFName.of('Length1')))
      .map((stream) => {
        try {
          return decoded(stream);
        } catch {
          return '';
        }
      });
    const withPage = streams.filter(drawsPage);
    expect(withPage).toHaveLength(2);
    for (const content of withPage) expect(content).toContain(traceCode);
  });

  it('names the download in the Info dictionary, the XMP packet and the document ID', async () => {
    const doc = await pdfjsDocument(stamped);
    const { info, metadata } = await doc.getMetadata();
    const [, changing] = doc.fingerprints;
    await doc.loadingTask.destroy();
    expect(info).toMatchObject({
      Keywords: `${email} ${traceCode}`,
      Subject: `Licensed copy for ${mark.text}`,
      Title: 'The Bookshelf Handbook',
    });
    expect(metadata?.get('pdf:keywords')).toBe(`${email} ${traceCode}`);
    expect(metadata?.get('xmpmm:instanceid')).toBe(`urn:trace:${traceCode}`);
    expect(metadata?.get('dc:title')).toBe('The Bookshelf Handbook');
    expect(changing).toBe(Buffer.from(traceCode).toString('hex'));
  });

  it('embeds a small subset of Noto Sans JP whose glyphs all have outlines', async () => {
    const original = await book();
    expect(stamped.length - original.length).toBeLessThan(40_000);
    const doc = await PDFDocument.load(stamped);
    const files = doc.context
      .enumerateIndirectObjects()
      .flatMap(([, object]) => (object instanceof PDFDict ? [object] : []))
      .map((dict) => dict.get(PDFName.of('FontFile2')))
      .filter((ref): ref is PDFRef => ref instanceof PDFRef);
    expect(files).toHaveLength(1);
    const subset = fontkit.create(
      inflateSync((doc.context.lookup(files[0]) as PDFRawStream).contents),
    );
    // The watermark's and the trace line's distinct characters and .notdef (digits may come
    // twice: the font's contextual forms).
    const drawn = new Set(`${mark.text}${email} · ${traceCode}`);
    expect(subset.numGlyphs).toBeGreaterThan(drawn.size);
    expect(subset.numGlyphs).toBeLessThanOrEqual(drawn.size + 11);
    const blank = [];
    for (let id = 1; id < subset.numGlyphs; id += 1) {
      if (subset.getGlyph(id).path.toSVG() === '') blank.push(id);
    }
    expect(blank).toHaveLength(1); // the space
  });

  it('leaves out characters the font cannot draw, and draws the e-mail when nothing is left', async () => {
    const emoji = await stampPdf(await book(1), {
      ...request,
      watermark: { ...mark, text: '📚 本 📚' },
    });
    expect((await pageTexts(emoji))[0].text).toContain('本');
    const nothing = await stampPdf(await book(1), {
      ...request,
      watermark: { ...mark, text: '📚📚' },
    });
    const [page] = await pageTexts(nothing);
    expect(page.items.filter((item) => item.str === email)).toHaveLength(1);
  });

  it('draws upright on a turned page and in the page space of a stream that leaves a q open', async () => {
    const bytes = await book(2, (doc) => {
      doc.getPage(0).setRotation(degrees(90));
      // Page 2 scales everything after it by half and leaves two q open: one Q is not enough.
      doc
        .getPage(1)
        .node.addContentStream(
          doc.context.register(doc.context.stream('q 0.5 0 0 0.5 0 0 cm q % Q\n')),
        );
    });
    const pages = await pageTexts(await stampPdf(bytes, request));
    for (const { items, viewport } of pages) {
      // The visible line (the invisible one is 4 pt).
      const [a, b, , , x, y] = items
        .filter((item) => item.str === `${email} · ${traceCode}`)
        .map((item) => item.at)
        .sort((one, other) => other[0] - one[0])[0];
      // Horizontal, left to right, 6 pt high, about 6 pt above the shown page's bottom edge.
      expect(Math.abs(b)).toBeLessThan(1e-6);
      expect(a).toBeCloseTo(6, 1);
      expect(viewport.height - y).toBeCloseTo(6, 0);
      expect(x).toBeGreaterThan(0);
    }
    expect(pages[0].viewport.width).toBe(500);
  });

  it("wraps streams it cannot decode as they are, stamped, and stamps a shared stream's pages each", async () => {
    const bytes = await book(2, (doc) => {
      const [first, second] = doc.getPages();
      const odd = doc.context.register(
        doc.context.stream('not really jbig2', { Filter: 'JBIG2Decode' }),
      );
      first.node.addContentStream(odd);
      second.node.set(PDFName.Contents, first.node.get(PDFName.Contents) as PDFArray);
    });
    const out = await stampPdf(bytes, request);
    const pages = await pageTexts(out);
    expect(pages[0].text).toContain(`${email} · ${traceCode}`);
    expect(pages[1].text).toContain(`${email} · ${traceCode}`);
    expect(pages[0].text).toContain('Original page 1');
  });
});

describe('openGraphicsStates', () => {
  const open = (text: string) => openGraphicsStates(Buffer.from(text, 'latin1'));

  it('counts q left open, not those in strings, comments, names or inline images', () => {
    expect(open('q 1 0 0 1 0 0 cm Q')).toBe(0);
    expect(open('q q 1 0 0 1 0 0 cm Q')).toBe(1);
    expect(open('q (a q (nested q) \\) q) Tj <71> Tj % q q\n/q gs')).toBe(1);
    expect(open('BI /W 1 /H 1 ID q q q\nEI q')).toBe(1);
    expect(open('Q Q q')).toBe(1);
    expect(open('qq Q')).toBe(0);
  });
});
