import type { HTTPRequest } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { adminOf, watchErrors } from '../content/support';
import {
  attachPdf,
  bookPdf,
  countPixels,
  openDetail,
  pageCanvas,
  redWatermark,
  signedInReader,
  waitForUploadJob,
} from './support';

const demo = useDemoBrowser();
const RED: [number, number, number] = [255, 0, 0];

describe('page 1 drawn at upload', () => {
  it('is painted with the watermark before pdf.js has the book, then gives way to pdf.js’s page', async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('watermark', redWatermark);
    const context = await demo.browser.createBrowserContext();
    const page = await signedInReader(demo.server, context);
    const [groupId, contentId] = await openDetail(demo.server, page, '羅生門');
    await attachPdf(demo.server, contentId, await bookPdf());
    expect(await waitForUploadJob(demo.server, contentId)).toBe('DONE');

    // The book's ranges are held back: only the server's image can paint page 1.
    const held: HTTPRequest[] = [];
    let isHolding = true;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const isRange = request.url().includes('/api/v1/viewer/file/') && request.headers().range;
      if (isHolding && isRange) held.push(request);
      else void request.continue();
    });
    const errors = watchErrors(page);
    await page.goto(`${demo.server.base}/sakura/view-online/${contentId}/${groupId}`, {
      waitUntil: 'domcontentloaded',
    });
    const cover = await page.waitForSelector('canvas[data-first-page="painted"]', {
      timeout: 30_000,
    });
    expect(await page.$('[data-page] canvas[data-rendered="true"]')).toBeNull();
    const url = await cover!.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    const pixels = countPixels(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'), RED);
    // The page's text and the reader's watermark, in the same pixels.
    expect(pixels.inked).toBeGreaterThan(1000);
    expect(pixels.matching).toBeGreaterThan(2000);
    await screenshot(page, 'viewer-first-page-image');

    isHolding = false;
    for (const request of held) void request.continue();
    await pageCanvas(page, 1);
    await page.waitForFunction(() => !document.querySelector('canvas[data-first-page]'));
    expect(errors).toEqual([]);

    // An image that cannot be fetched does not hold the book back.
    const other = await context.newPage();
    await other.setRequestInterception(true);
    other.on('request', (request) => {
      if (request.url().includes('/first-page')) void request.abort();
      else void request.continue();
    });
    await other.goto(`${demo.server.base}/sakura/view-online/${contentId}/${groupId}`, {
      waitUntil: 'domcontentloaded',
    });
    await pageCanvas(other, 1);
    await context.close();
  });
});
