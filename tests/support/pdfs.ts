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
