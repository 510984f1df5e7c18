import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { launchChromium } from '../browser/support/chromium';

/**
 * Real PDFs for the content tests, built by code. They are cached in one temp folder per test
 * run (keyed by the runner's process), so Chromium prints the Japanese PDF once, not per file.
 */
const cacheDir = join(tmpdir(), `hondana-test-pdfs-${process.ppid}`);

export const englishText = ['The Bookshelf Handbook', 'Chapter one: quiet reading rooms'];
export const japaneseText = ['本棚の使い方', '静かな読書室で本を読む'];

/** Two pages of English text, drawn with a standard font by pdf-lib. */
export function englishPdf(): Promise<Buffer> {
  return cached('english.pdf', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const line of englishText) {
      doc.addPage().drawText(line, { x: 50, y: 700, size: 18, font });
    }
    return doc.save();
  });
}

/** Japanese text printed by Chromium with Noto CJK (pdf-lib cannot embed the .ttc fonts). */
export function japanesePdf(): Promise<Buffer> {
  return cached('japanese.pdf', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const paragraphs = japaneseText.map((line) => `<p>${line}</p>`).join('');
      await page.setContent(
        `<!doctype html><html lang="ja"><meta charset="utf-8">` +
          `<body style="font-family: 'Noto Sans CJK JP', sans-serif; font-size: 24px">` +
          `${paragraphs}</body></html>`,
      );
      return await page.pdf({ format: 'A4' });
    } finally {
      await browser.close();
    }
  });
}

/** Opens with %PDF- but nothing after it is a PDF. */
export function brokenPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nthis is not a PDF\n');
}

/**
 * Encrypted with the standard security handler and an unknown user password: a viewer must
 * ask for the password, so no text can be read.
 */
export function encryptedPdf(): Promise<Buffer> {
  return cached('encrypted.pdf', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('secret', { x: 50, y: 700 });
    const encrypt = doc.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      O: PDFHexString.of('11'.repeat(32)),
      U: PDFHexString.of('22'.repeat(32)),
      P: -44,
    });
    doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
    doc.context.trailerInfo.ID = doc.context.obj([
      PDFHexString.of('33'.repeat(16)),
      PDFHexString.of('33'.repeat(16)),
    ]);
    return doc.save({ useObjectStreams: false });
  });
}

/** Runs JavaScript when opened (/OpenAction with /JS); kept in object streams like most PDFs. */
export function javascriptPdf(): Promise<Buffer> {
  return cached('javascript.pdf', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Open me', { x: 50, y: 700, size: 18, font });
    const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hi");') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    return doc.save({ useObjectStreams: true });
  });
}

/** A real PNG (1x1) to rename as .pdf or send as a cover. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

async function cached(name: string, make: () => Promise<Uint8Array>): Promise<Buffer> {
  const path = join(cacheDir, name);
  if (existsSync(path)) return readFileSync(path);
  const bytes = Buffer.from(await make());
  mkdirSync(cacheDir, { recursive: true });
  // Another test file may write the same file at the same time: rename makes it atomic.
  const temp = `${path}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temp, bytes);
  renameSync(temp, path);
  return bytes;
}

/** Bytes of a grey image that spell PDF names here and there, as any large image may. */
const nameLikeBytes = Buffer.from(' /JS /JavaScript /Launch /EmbeddedFile /J#53 ');

/**
 * Writes a one-page PDF to `path` whose page is a `megabytes`-large uncompressed image. The
 * image data is random bytes with active-content names spelled in them, and its /Length is an
 * indirect object, so a reader must find `endstream` through the data. Written in chunks:
 * a test can make a file of hundreds of MB without holding it.
 */
export async function imagePdfFile(path: string, megabytes: number): Promise<void> {
  const { open } = await import('node:fs/promises');
  const width = 1024;
  const height = Math.max(1, Math.round((megabytes * 1024 * 1024) / width));
  const imageBytes = width * height;
  const handle = await open(path, 'w');
  const offsets: number[] = [];
  let position = 0;
  const write = async (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    await handle.write(bytes);
    position += bytes.length;
  };
  const object = async (body: string) => {
    offsets.push(position);
    await write(`${offsets.length} 0 obj\n${body}\nendobj\n`);
  };
  try {
    await write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    await object('<< /Type /Catalog /Pages 2 0 R >>');
    await object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
    await object(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
        '/Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    );
    offsets.push(position);
    await write(
      `4 0 obj\n<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} ` +
        `/ColorSpace /DeviceGray /BitsPerComponent 8 /Length 6 0 R >>\nstream\n`,
    );
    const chunk = 1024 * 1024;
    for (let written = 0; written < imageBytes; written += chunk) {
      const bytes = randomBytes(Math.min(chunk, imageBytes - written));
      for (let at = 0; at + nameLikeBytes.length < bytes.length; at += 65_536) {
        nameLikeBytes.copy(bytes, at);
      }
      await write(bytes);
    }
    await write('\nendstream\nendobj\n');
    const contents = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
    await object(`<< /Length ${contents.length} >>\nstream\n${contents}\nendstream`);
    await object(String(imageBytes));
    const xref = position;
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
    await write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries.join('')}`);
    await write(
      `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    );
  } finally {
    await handle.close();
  }
}

/** Like `encryptedPdf`, with its objects packed in (encrypted) object streams. */
export function encryptedObjectStreamsPdf(): Promise<Buffer> {
  return cached('encrypted-objstm.pdf', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('secret', { x: 50, y: 700 });
    const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -44 });
    doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
    const bytes = await doc.save({ useObjectStreams: true });
    // Object streams of an encrypted file are encrypted too: garble them as a cipher would.
    const text = Buffer.from(bytes).toString('latin1');
    const garble = (data: string) =>
      String.fromCharCode(...Buffer.from(data, 'latin1').map((byte) => byte ^ 0x5a));
    return Buffer.from(
      text.replace(
        /(\/Type \/ObjStm[^]*?stream\n)([^]*?)(\nendstream)/g,
        (_, head: string, data: string, tail: string) => head + garble(data) + tail,
      ),
      'latin1',
    );
  });
}

/** Where navigablePdf's chapters start (0-based page indexes) and the book's page labels. */
export const navigableBook = {
  labels: ['i', 'ii', '1', '2', '3', '4', '5', '6', '7', '8'],
  chapters: [
    { title: 'Preface', index: 0 },
    { title: 'Chapter 1: Quiet rooms', index: 2 },
    { title: 'Chapter 2: Open shelves', index: 6 },
  ],
  /** The internal link on the book's page 1 (index 2) goes to page 6 (index 7). */
  linkTarget: 7,
};

/**
 * A manual as publishers make them: ten pages labelled i, ii, 1 … 8 (/PageLabels), an
 * outline of three chapters (the last through a named destination), and on the book's page 1
 * an internal link to its page 6 and a /URI link to `externalUrl`.
 */
export async function navigablePdf(externalUrl: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const { labels, chapters, linkTarget } = navigableBook;
  const pages = labels.map((label) => {
    const page = doc.addPage([595, 842]);
    const chapter = [...chapters].reverse().find((entry) => entry.index <= doc.getPageCount() - 1);
    page.drawText(`${chapter?.title ?? ''} - page ${label}`, { x: 60, y: 760, size: 24, font });
    for (let line = 0; line < 12; line += 1) {
      page.drawText(`Line ${line + 1}: the reading room keeps its hours.`, {
        x: 60,
        y: 700 - line * 28,
        size: 14,
        font,
      });
    }
    return page;
  });
  const { context } = doc;
  const first = pages[2];
  first.drawText('Go to page 6', { x: 60, y: 300, size: 18, font });
  first.drawText('Open the library', { x: 60, y: 250, size: 18, font });
  const internal = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [55, 290, 260, 320],
    Border: [0, 0, 0],
    Dest: [pages[linkTarget].ref, 'Fit'],
  });
  const external = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [55, 240, 260, 270],
    Border: [0, 0, 0],
    A: { S: 'URI', URI: PDFString.of(externalUrl) },
  });
  first.node.set(
    PDFName.of('Annots'),
    context.obj([context.register(internal), context.register(external)]),
  );

  // Page labels: i, ii (lower roman), then 1, 2 … (decimal) from the third page.
  doc.catalog.set(PDFName.of('PageLabels'), context.obj({ Nums: [0, { S: 'r' }, 2, { S: 'D' }] }));
  // The last chapter is reached by name, as most books' outlines are.
  const last = chapters[chapters.length - 1];
  doc.catalog.set(
    PDFName.of('Names'),
    context.obj({
      Dests: { Names: [PDFString.of('chapter-last'), [pages[last.index].ref, 'Fit']] },
    }),
  );
  const outlinesRef = context.nextRef();
  const itemRefs = chapters.map(() => context.nextRef());
  chapters.forEach((chapter, at) => {
    const item = context.obj({
      Title: PDFString.of(chapter.title),
      Parent: outlinesRef,
      ...(at > 0 ? { Prev: itemRefs[at - 1] } : {}),
      ...(at < chapters.length - 1 ? { Next: itemRefs[at + 1] } : {}),
    });
    item.set(
      PDFName.of('Dest'),
      chapter === last
        ? PDFString.of('chapter-last')
        : context.obj([pages[chapter.index].ref, 'Fit']),
    );
    context.assign(itemRefs[at], item);
  });
  context.assign(
    outlinesRef,
    context.obj({
      Type: 'Outlines',
      First: itemRefs[0],
      Last: itemRefs[itemRefs.length - 1],
      Count: chapters.length,
    }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
