import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { pixelDifference } from '../support/pixels';
import { adminOf, pathOf, sakuraReader, signIn, watchErrors } from '../content/support';
import {
  attachPdf,
  bookPdf,
  countPixels,
  openDetail as openSupportDetail,
  pageCanvas,
  printedInk,
  redBox,
  redWatermark,
  signedInReader,
} from './support';

const demo = useDemoBrowser();

const RED: [number, number, number] = [255, 0, 0];
const watermark = redWatermark;

const signedIn = (context: BrowserContext, width = 1280) =>
  signedInReader(demo.server, context, width);
const openDetail = (page: Page, title: string) => openSupportDetail(demo.server, page, title);

describe('online viewer', () => {
  it('opens from the detail page in a new tab and paints the watermark into the pages', async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('watermark', watermark);
    const context = await demo.browser.createBrowserContext();
    const page = await signedIn(context);
    const [groupId, contentId] = await openDetail(page, '門');
    await attachPdf(demo.server, contentId, await bookPdf());

    const opened = new Promise<Page | null>((resolve) =>
      context.once('targetcreated', (target) => resolve(target.page())),
    );
    await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
    const viewer = (await opened)!;
    const errors = watchErrors(viewer);
    await viewer.setViewport({ width: 1000, height: 900 });
    await viewer.waitForSelector('[data-testid="viewer-pages"]');
    expect(await pathOf(viewer)).toBe(`/sakura/view-online/${contentId}/${groupId}`);
    const marked = await pageCanvas(viewer, 1);
    expect(await viewer.$eval('[data-testid="viewer-page-count"]', (e) => e.textContent)).toContain(
      '6',
    );
    // print 1 (the demo's) shows the print control; the content allows no download.
    expect(await viewer.$('[data-testid="viewer-print"]')).not.toBeNull();
    expect(await viewer.$('[data-testid="viewer-download"]')).toBeNull();
    await screenshot(viewer, 'viewer-watermark');

    // Print 1: every page goes to the print area as a watermarked image, then to print().
    await viewer.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true');
    });
    await viewer.click('[data-testid="viewer-print"]');
    await viewer.waitForSelector('body[data-printed="true"]');
    const printed = await viewer.$$eval('[data-testid="print-area"] img', (images) =>
      images.map((image) => (image as HTMLImageElement).src.slice(0, 15)),
    );
    expect(printed).toEqual(Array(6).fill('data:image/jpeg'));
    // Printed to PDF: six pages, each with the page's ink.
    const inkPrint1 = await printedInk(viewer);
    expect(inkPrint1).toHaveLength(6);
    for (const ink of inkPrint1) expect(ink).toBeGreaterThan(100);

    // The same page without the watermark: the text is there, the red is gone.
    await admin.patchSettings('watermark', { ...watermark, isShow: false });
    await viewer.reload({ waitUntil: 'domcontentloaded' });
    const plain = await pageCanvas(viewer, 1);
    const withMark = countPixels(marked, RED);
    const without = countPixels(plain, RED);
    expect(without.inked).toBeGreaterThan(1000);
    expect(without.matching).toBe(0);
    expect(withMark.matching).toBeGreaterThan(2000);
    expect(pixelDifference(marked, plain)).toBeGreaterThan(0.005);

    // Keyboard: the right arrow turns to page 2.
    await viewer.keyboard.press('ArrowRight');
    await viewer.waitForFunction(
      () =>
        (document.querySelector('[data-testid="viewer-page"]') as HTMLInputElement).value === '2',
    );
    await pageCanvas(viewer, 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches byte ranges, offers no print for print 0, and resumes on another device at 375 px', async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('watermark', watermark);
    const context = await demo.browser.createBrowserContext();
    const page = await signedIn(context);
    const [groupId, contentId] = await openDetail(page, '羅生門');
    const pdf = await bookPdf(8);
    await attachPdf(demo.server, contentId, pdf, { print: 0 });

    const viewer = await context.newPage();
    await viewer.setViewport({ width: 1000, height: 900 });
    const errors = watchErrors(viewer);
    const cdp = await viewer.createCDPSession();
    await cdp.send('Network.enable');
    const fileRequests = new Map<string, number>();
    const statuses: number[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (!event.response.url.includes('/viewer/file/')) return;
      fileRequests.set(event.requestId, 0);
      statuses.push(event.response.status);
    });
    cdp.on('Network.dataReceived', (event) => {
      const seen = fileRequests.get(event.requestId);
      if (seen !== undefined) fileRequests.set(event.requestId, seen + event.dataLength);
    });
    await viewer.goto(`${demo.server.base}/sakura/view-online/${contentId}/${groupId}`);
    await pageCanvas(viewer, 1);
    const fetched = [...fileRequests.values()].reduce((sum, bytes) => sum + bytes, 0);
    expect(statuses).toContain(206);
    expect(fetched).toBeLessThan(pdf.length / 2);
    expect(await viewer.$('[data-testid="viewer-print"]')).toBeNull();
    // The browser's own print of a print-0 book: blank pages only.
    const inkPrint0 = await printedInk(viewer);
    expect(inkPrint0.length).toBeGreaterThan(0);
    expect(inkPrint0.every((ink) => ink === 0)).toBe(true);

    // Page 5, then a pause: the reading position is saved.
    await viewer.$eval('[data-testid="viewer-page"]', (input) =>
      (input as HTMLInputElement).select(),
    );
    await viewer.type('[data-testid="viewer-page"]', '5');
    await viewer.keyboard.press('Enter');
    await pageCanvas(viewer, 5);
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    // Another device: a phone-sized window opens at page 5 and fits the page to its width.
    const phoneContext = await demo.browser.createBrowserContext();
    await signedIn(phoneContext, 375);
    const phone = await phoneContext.newPage();
    await phone.setViewport({ width: 375, height: 740 });
    await phone.goto(`${demo.server.base}/sakura/view-online/${contentId}`);
    await pageCanvas(phone, 5);
    await phone.waitForFunction(
      () =>
        (document.querySelector('[data-testid="viewer-page"]') as HTMLInputElement).value === '5',
    );
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const width = await phone.$eval('[data-page="5"]', (e) => e.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(phone, 'viewer-375');
    expect(errors).toEqual([]);
    await phoneContext.close();
    await context.close();
  });

  it('asks an anonymous reader to sign in and then opens the book, prints one page for print 2; a refusal shows notAllowViewBook', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1000, height: 900 });
    const errors = watchErrors(page);
    const [, withFile] = await openDetail(page, '走れメロス');
    const [, withoutFile] = await openDetail(page, '人間失格');
    await attachPdf(demo.server, withFile, await bookPdf(3), { print: 2 });

    await page.goto(`${demo.server.base}/sakura/view-online/${withFile}`);
    await page.waitForSelector('[data-testid="login-dialog"]');
    await signIn(page, '[data-testid="login-dialog"]', sakuraReader.email, sakuraReader.password);
    await pageCanvas(page, 1);

    // Print 2: only the page being read is printed.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true');
    });
    await page.keyboard.press('ArrowRight');
    await pageCanvas(page, 2);
    await page.click('[data-testid="viewer-print"]');
    await page.waitForSelector('body[data-printed="true"]');
    expect(await page.$$('[data-testid="print-area"] img')).toHaveLength(1);
    // Printed to PDF: exactly one page, and it is not blank.
    const inkPrint2 = await printedInk(page);
    expect(inkPrint2).toHaveLength(1);
    expect(inkPrint2[0]).toBeGreaterThan(100);

    // No file to read (405): the viewer token is refused.
    await page.goto(`${demo.server.base}/sakura/view-online/${withoutFile}`);
    const refusal = await page.waitForSelector('[data-testid="viewer-refused"]');
    expect(await refusal!.evaluate((e) => e.textContent)).toContain(
      'この本を閲覧する権限がありません。',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from the detail page: an anonymous VIEW signs in and then opens the tab; a blocked tab asks again', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const errors = watchErrors(page);
    const [groupId, contentId] = await openDetail(page, '門');
    const opened = new Promise<string>((resolve) =>
      context.once('targetcreated', (target) => resolve(target.url())),
    );
    const view = '[data-testid="content-detail"] [data-action="VIEW"]';
    await (await page.waitForSelector(view))!.click();
    await page.waitForSelector('[data-testid="login-dialog"]');
    await signIn(page, '[data-testid="login-dialog"]', sakuraReader.email, sakuraReader.password);
    expect(new URL(await opened, demo.server.base).pathname).toBe(
      `/sakura/view-online/${contentId}/${groupId}`,
    );

    // The new tab took the front; a background tab's timers are throttled.
    await page.bringToFront();
    // The browser blocks the tab: window.open answers null.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await (await page.waitForSelector(view))!.click();
    const dialog = await page.waitForSelector('dialog.hd-modal[open]');
    expect(await dialog!.evaluate((e) => e.textContent)).toContain(
      'ブラウザが新しいタブをブロックしました。',
    );
    expect(await dialog!.$eval('a', (a) => new URL(a.href).pathname)).toBe(
      `/sakura/view-online/${contentId}/${groupId}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

type Box = ReturnType<typeof redBox>;
const centreX = (box: Box) => (box.left + box.right) / 2;
const centreY = (box: Box) => (box.top + box.bottom) / 2;

/** What each position means for the watermark's box on the page. */
const placed: Record<string, (box: Box) => boolean> = {
  TOP_LEFT: (box) => box.left < 0.1 && box.top < 0.12,
  TOP_CENTER: (box) => Math.abs(centreX(box) - 0.5) < 0.08 && box.top < 0.12,
  TOP_RIGHT: (box) => box.right > 0.9 && box.top < 0.12,
  CENTER: (box) => Math.abs(centreX(box) - 0.5) < 0.08 && Math.abs(centreY(box) - 0.5) < 0.08,
  BOTTOM_LEFT: (box) => box.left < 0.1 && box.bottom > 0.88,
  BOTTOM_CENTER: (box) => Math.abs(centreX(box) - 0.5) < 0.08 && box.bottom > 0.88,
  BOTTOM_RIGHT: (box) => box.right > 0.9 && box.bottom > 0.88,
  // Corner to corner across the page, not one line of text.
  DIAGONAL: (box) =>
    Math.abs(centreX(box) - 0.5) < 0.08 &&
    Math.abs(centreY(box) - 0.5) < 0.08 &&
    box.bottom - box.top > 0.3,
};

describe('watermark positions', () => {
  it('draws the watermark into the page canvas at each of the spec’s positions', async () => {
    const admin = await adminOf(demo.server);
    const context = await demo.browser.createBrowserContext();
    const page = await signedIn(context);
    const [groupId, contentId] = await openDetail(page, '門');
    await attachPdf(demo.server, contentId, await bookPdf(2));
    const misplaced: Record<string, Box> = {};
    for (const [position, isPlaced] of Object.entries(placed)) {
      await admin.patchSettings('watermark', { ...watermark, position });
      await page.goto(`${demo.server.base}/sakura/view-online/${contentId}/${groupId}`);
      const canvas = await pageCanvas(page, 1);
      writeFileSync(join(artifactsDir, `viewer-watermark-${position}.png`), canvas);
      const box = redBox(canvas);
      if (box.count < 200 || !isPlaced(box)) misplaced[position] = box;
    }
    expect(misplaced).toEqual({});
    await context.close();
  });
});
