import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import { PNG } from 'pngjs';
import type { BrowserContext, Page } from 'puppeteer-core';
import { pathOf, sakuraReader, signIn, waitForAccount } from '../content/support';
import type { DemoServer } from '../support/server';
import { staffCookieHeader } from '../support/staffSession';

/**
 * A book of `pages` pages of black text on white, padded past 1 MB by an uncompressible image
 * on its last page, so pdf.js has a reason to fetch ranges instead of the whole file.
 */
export async function bookPdf(pages = 6): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Chapter ${number}`, { x: 60, y: 760, size: 28, font });
    for (let line = 0; line < 20; line += 1) {
      page.drawText(`Line ${line + 1} of page ${number}: quiet reading rooms.`, {
        x: 60,
        y: 700 - line * 28,
        size: 14,
        font,
      });
    }
  }
  const last = doc.getPage(pages - 1);
  const noise = doc.context.stream(randomBytes(1024 * 1024), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 1024,
    Height: 1024,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const name = last.node.newXObject('Noise', doc.context.register(noise));
  last.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(100, 0, 0, 100, 400, 40),
    drawObject(name),
    popGraphicsState(),
  );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Waits until the upload job of content `id` (its text and first-page image) has run. */
export async function waitForUploadJob(server: DemoServer, id: string): Promise<string> {
  const cookie = await staffCookieHeader(server, 'admin@sakura.example', 'sakura-admin');
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${server.base}/api/admin/content-files/${id}/status`, {
      headers: { cookie },
    });
    const body = await response.json();
    const status = String((body.data ?? body).textStatus);
    if (status !== 'PENDING' || Date.now() - started > 30_000) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sakura admin attaches `pdf` to content `id` (console upload), with content fields. */
export async function attachPdf(
  server: DemoServer,
  id: string,
  pdf: Buffer,
  data: Record<string, unknown> = {},
): Promise<void> {
  const cookie = await staffCookieHeader(server, 'admin@sakura.example', 'sakura-admin');
  const form = new FormData();
  form.set('content-data', JSON.stringify(data));
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'book.pdf');
  const response = await fetch(`${server.base}/api/admin/content-files/${id}`, {
    method: 'PUT',
    headers: { cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/** Waits for page `number` of the viewer to be painted and answers its canvas as a PNG. */
export async function pageCanvas(viewer: Page, number: number): Promise<Buffer> {
  const selector = `[data-page="${number}"] canvas[data-rendered="true"]`;
  await viewer.waitForSelector(selector, { timeout: 30_000 });
  const url = await viewer.$eval(selector, (canvas) => (canvas as HTMLCanvasElement).toDataURL());
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/**
 * Dark pixels of page `number`'s canvas over the current search hit's rows: under the hit box,
 * and in the 3 CSS px just before and after it (the spaces beside a word: a box a character
 * off would take a letter's ink).
 */
export async function inkAroundHit(viewer: Page, number: number) {
  const png = PNG.sync.read(await pageCanvas(viewer, number));
  const box = await viewer.$eval(`[data-page="${number}"]`, (pageBox) => {
    const hit = pageBox.querySelector('[data-testid="viewer-hit-current"]') as HTMLElement;
    return {
      left: hit.offsetLeft,
      top: hit.offsetTop,
      width: hit.offsetWidth,
      height: hit.offsetHeight,
      pageWidth: (pageBox as HTMLElement).offsetWidth,
    };
  });
  const ratio = png.width / box.pageWidth;
  const ink = (from: number, to: number) => {
    let dark = 0;
    for (let y = Math.floor(box.top * ratio); y < (box.top + box.height) * ratio; y += 1) {
      for (let x = Math.floor(from * ratio); x < to * ratio; x += 1) {
        if (png.data[(y * png.width + x) * 4] < 128) dark += 1;
      }
    }
    return dark;
  };
  const right = box.left + box.width;
  return {
    under: ink(box.left, right),
    before: ink(box.left - 4, box.left - 1),
    after: ink(right + 1, right + 4),
  };
}

/** How many pixels of a PNG are close to `rgb` (the watermark's colour), and how many are not white. */
export function countPixels(png: Buffer, [r, g, b]: [number, number, number]) {
  const { data } = PNG.sync.read(png);
  let matching = 0;
  let inked = 0;
  for (let at = 0; at < data.length; at += 4) {
    const [pr, pg, pb] = [data[at], data[at + 1], data[at + 2]];
    if (Math.abs(pr - r) < 90 && Math.abs(pg - g) < 90 && Math.abs(pb - b) < 90) matching += 1;
    if (pr < 200 || pg < 200 || pb < 200) inked += 1;
  }
  return { matching, inked };
}

/**
 * What the browser's own print gives: the page printed to PDF (print media, as Chromium's print
 * dialog would), each printed page rendered by poppler and its inked pixels counted.
 */
export async function printedInk(viewer: Page): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hondana-print-'));
  try {
    const file = join(dir, 'print.pdf');
    await viewer.pdf({ path: file, printBackground: true, preferCSSPageSize: true });
    execFileSync('pdftoppm', ['-r', '24', '-png', file, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((name) => countPixels(readFileSync(join(dir, name)), [0, 0, 0]).inked);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const JAPANESE = '日本文学 / Japanese literature';

/** A new tab of `context` with the sakura reader signed in. */
export async function signedInReader(
  server: DemoServer,
  context: BrowserContext,
  width = 1280,
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  await page.goto(`${server.base}/sakura/login`);
  await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
  await waitForAccount(page, sakuraReader.fullName);
  return page;
}

/** Opens `title`'s detail page from the home shelf's Japanese literature row; answers [groupId, contentId]. */
export async function openDetail(
  server: DemoServer,
  page: Page,
  title: string,
): Promise<[string, string]> {
  await page.goto(`${server.base}/sakura/`);
  const row = await page.waitForSelector(
    `xpath/.//section[@data-testid="group-row"][.//h2/a[text()="${JAPANESE}"]]`,
  );
  const link = await row!.waitForSelector(`xpath/.//h3/a[text()="${title}"]`);
  await link!.click();
  await page.waitForSelector('[data-testid="content-detail"]');
  const [, , groupId, contentId] = (await pathOf(page)).split('/');
  return [groupId, contentId];
}

/** Watermark settings drawing the reader's e-mail in red across every page. */
export const redWatermark = {
  isShow: true,
  isOnlineViewer: true,
  contentType: 'DEFAULT',
  color: '#ff0000',
  fontSize: 40,
  opacity: 0.8,
  position: 'DIAGONAL',
};

/** The box around a canvas's watermark-red pixels, as shares of its width and height. */
export function redBox(png: Buffer) {
  const { data, width, height } = PNG.sync.read(png);
  let count = 0;
  let [left, right, top, bottom] = [1, 0, 1, 0];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      if (data[at] < 180 || data[at + 1] > 120 || data[at + 2] > 120) continue;
      count += 1;
      [left, right] = [Math.min(left, x / width), Math.max(right, x / width)];
      [top, bottom] = [Math.min(top, y / height), Math.max(bottom, y / height)];
    }
  }
  return { count, left, right, top, bottom };
}

/**
 * Clicks a setting of the desktop toolbar's View pop-out (fit, layout) and closes the pop-out
 * again, so the viewer's keys turn pages (keys inside it are its own).
 */
export async function clickViewSetting(page: Page, testId: string): Promise<void> {
  await page.click('[data-testid="viewer-view"]');
  await page.click(`[data-testid="${testId}"]`);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="viewer-view-menu"]', { hidden: true });
}
