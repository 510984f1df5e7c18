import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { englishPdf, japanesePdf } from '../../support/pdfs';
import { artifactsDir } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { pixelDifference } from '../support/pixels';
import { adminOf, sakuraReader, signIn, waitForAccount } from '../content/support';
import { attachPdf, countPixels, pageCanvas } from './support';

const demo = useDemoBrowser();

/**
 * Pages are compared in 8 × 8 pixel blocks by their mean darkness, so anti-aliasing, hinting
 * and sub-pixel placement (which move single pixels) do not count and a missing or wrong
 * glyph (which darkens or clears whole blocks) does. Allowed: 5 % of the inked blocks (a blank or
 * wrongly drawn page differs in nearly all of them).
 */
const BLOCK = 8;
const TOLERANCE = 0.05;
/** A block differs when its mean darkness differs by more than this (0-255). */
const DARKNESS_STEP = 48;

/** Inked blocks (dark in either image) and how many of them differ in darkness. */
function blockDifference(first: Buffer, second: Buffer) {
  const a = PNG.sync.read(first);
  const b = PNG.sync.read(second);
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  const darkness = (image: PNG, x0: number, y0: number) => {
    let sum = 0;
    for (let y = y0; y < y0 + BLOCK; y += 1) {
      for (let x = x0; x < x0 + BLOCK; x += 1) {
        const at = (y * image.width + x) * 4;
        sum += 255 - (image.data[at] + image.data[at + 1] + image.data[at + 2]) / 3;
      }
    }
    return sum / (BLOCK * BLOCK);
  };
  let inked = 0;
  let differing = 0;
  for (let y = 0; y + BLOCK <= a.height; y += BLOCK) {
    for (let x = 0; x + BLOCK <= a.width; x += BLOCK) {
      const [da, db] = [darkness(a, x, y), darkness(b, x, y)];
      if (da < 8 && db < 8) continue;
      inked += 1;
      if (Math.abs(da - db) > DARKNESS_STEP) differing += 1;
    }
  }
  return { inked, differing };
}

/** Ids of sakura's contents on its public shelf. */
async function contentIds(): Promise<string[]> {
  const res = await fetch(`${demo.server.base}/api/v1/content-group/public/list?path=sakura`);
  const groups = ((await res.json()) as { data: { contents?: { id: string }[] }[] }).data;
  return [...new Set(groups.flatMap((group) => (group.contents ?? []).map((c) => c.id)))];
}

/** Page 1 of `pdf` drawn by poppler at exactly `width` × `height` pixels, as a PNG. */
function popplerPage(pdf: Buffer, name: string, width: number, height: number): Buffer {
  const dir = join(artifactsDir, 'viewer-fidelity');
  mkdirSync(dir, { recursive: true });
  const input = join(dir, `${name}.pdf`);
  writeFileSync(input, pdf);
  const output = join(dir, `${name}-pdftoppm`);
  execFileSync('pdftoppm', [
    ...['-png', '-singlefile', '-f', '1', '-l', '1'],
    ...['-scale-to-x', String(width), '-scale-to-y', String(height)],
    input,
    output,
  ]);
  return readFileSync(`${output}.png`);
}

/** The canvas PNG with its transparent pixels made white (pdf.js paints a white page). */
function onWhite(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  for (let at = 0; at < image.data.length; at += 4) {
    const alpha = image.data[at + 3] / 255;
    for (let channel = 0; channel < 3; channel += 1) {
      image.data[at + channel] = Math.round(image.data[at + channel] * alpha + 255 * (1 - alpha));
    }
    image.data[at + 3] = 255;
  }
  return PNG.sync.write(image);
}

describe('viewer rendering fidelity', () => {
  it("paints page 1 of a Japanese and an English PDF as poppler's pdftoppm does", async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('watermark', { isShow: false });
    const [japaneseId, englishId] = await contentIds();
    const books = [
      { name: 'japanese', id: japaneseId, pdf: await japanesePdf() },
      { name: 'english', id: englishId, pdf: await englishPdf() },
    ];
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 900, height: 900 });
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);

    for (const book of books) {
      await attachPdf(demo.server, book.id, book.pdf);
      await page.goto(`${demo.server.base}/sakura/view-online/${book.id}`, {
        waitUntil: 'domcontentloaded',
      });
      const viewer = onWhite(await pageCanvas(page, 1));
      const { width, height } = PNG.sync.read(viewer);
      const poppler = popplerPage(book.pdf, book.name, width, height);
      writeFileSync(join(artifactsDir, 'viewer-fidelity', `${book.name}-viewer.png`), viewer);
      // Both drew the text (a blank page would match a blank page) …
      expect(countPixels(viewer, [0, 0, 0]).inked).toBeGreaterThan(500);
      expect(countPixels(poppler, [0, 0, 0]).inked).toBeGreaterThan(500);
      // … and the same text in the same places.
      const { inked, differing } = blockDifference(viewer, poppler);
      console.log(
        `${book.name}: ${differing} of ${inked} inked blocks differ; ` +
          `pixels differing: ${(100 * pixelDifference(viewer, poppler)).toFixed(2)} %`,
      );
      expect(differing / inked, book.name).toBeLessThan(TOLERANCE);
    }
    await context.close();
  });
});
