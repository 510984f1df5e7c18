import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { watchErrors } from '../content/support';
import {
  attachPdf,
  bookPdf,
  openDetail,
  pageCanvas,
  signedInReader,
  waitForUploadJob,
} from './support';

// Issue 32 item 6: continue reading, on another browser (a second context, signed in again).
const demo = useDemoBrowser();

/** The viewer tab `click` opens in `context`. */
async function viewerOpenedBy(context: BrowserContext, width: number, click: () => Promise<void>) {
  const opened = new Promise<Page | null>((resolve) =>
    context.once('targetcreated', (target) => resolve(target.page())),
  );
  await click();
  const viewer = (await opened)!;
  // A tab opened behind paints nothing: bring it to the front at the window's width.
  await viewer.bringToFront();
  await viewer.setViewport({ width, height: width < 600 ? 740 : 900 });
  await viewer.waitForSelector('[data-testid="viewer-pages"]');
  return viewer;
}

/** Waits for the viewer's page field to say `page`. */
const showsPage = (viewer: Page, page: string) =>
  viewer.waitForFunction(
    (expected) =>
      (document.querySelector('[data-testid="viewer-page"]') as HTMLInputElement).value ===
      expected,
    {},
    page,
  );

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings in the "Recently read" shelf. */
async function shelfViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: string): Promise<unknown> } }).axe.run(
      '[data-testid="group-row"][data-group-type="3"]',
    ),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

/** The home page's "Recently read" card of `contentId` in a new sign-in at `width`. */
async function recentCard(context: BrowserContext, width: number, contentId: string) {
  const home = await signedInReader(demo.server, context, width);
  // axe is injected as a script, which the reader's CSP rightly refuses.
  await home.setBypassCSP(true);
  await home.goto(`${demo.server.base}/sakura/`);
  const card = (await home.waitForSelector(
    `[data-testid="group-row"][data-group-type="3"] [data-content-id="${contentId}"]`,
  )) as ElementHandle<Element>;
  await card.scrollIntoView();
  return { home, card };
}

describe('continue reading', () => {
  it('shows the saved page on the cover and reopens the viewer there from "Recently read"', async () => {
    const first = await demo.browser.createBrowserContext();
    const page = await signedInReader(demo.server, first);
    const errors = watchErrors(page);
    const [, contentId] = await openDetail(demo.server, page, '門');
    await attachPdf(demo.server, contentId, await bookPdf(5));
    await waitForUploadJob(demo.server, contentId);

    // The reader reads to page 3; after a pause the viewer saves the position.
    const viewer = await viewerOpenedBy(first, 1280, () =>
      page.click('[data-testid="content-detail"] [data-action="VIEW"]'),
    );
    // Any painted page: the book is placed (a retry finds it at page 3 already).
    await viewer.waitForSelector('[data-page] canvas[data-rendered="true"]', { timeout: 30_000 });
    await viewer.$eval('[data-testid="viewer-page"]', (input) =>
      (input as HTMLInputElement).select(),
    );
    await viewer.type('[data-testid="viewer-page"]', '3');
    await viewer.keyboard.press('Enter');
    await pageCanvas(viewer, 3);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await first.close();

    // A second browser at 375 px: the cover shows page 3 of 5; the button reopens page 3.
    const phone = await demo.browser.createBrowserContext();
    const small = await recentCard(phone, 375, contentId);
    const text = await small.card.$eval('[data-testid="reading-progress"]', (e) => e.textContent);
    expect(text).toMatch(/3\D+5/);
    const bar = await small.card.$eval('.hd-cover__progress', (e) => {
      const full = e.getBoundingClientRect().width;
      const done = getComputedStyle(e, '::after').width;
      return { full, done: Number.parseFloat(done) };
    });
    expect(bar.done / bar.full).toBeCloseTo(3 / 5, 1);
    await screenshot(small.home, 'continue-reading-375');
    expect(await shelfViolations(small.home)).toEqual([]);
    const onPhone = await viewerOpenedBy(phone, 375, () =>
      small.card.$eval('[data-testid="continue-reading"]', (e) => (e as HTMLElement).click()),
    );
    await pageCanvas(onPhone, 3);
    await showsPage(onPhone, '3');
    await screenshot(onPhone, 'continue-reading-viewer-375');
    expect(await onPhone.evaluate(() => location.pathname)).toMatch(
      new RegExp(`^/sakura/view-online/${contentId}(/|$)`),
    );
    await phone.close();

    // And at 1280 px the cover itself reopens the book there, not its detail page.
    const desk = await demo.browser.createBrowserContext();
    const wide = await recentCard(desk, 1280, contentId);
    await screenshot(wide.home, 'continue-reading-1280');
    expect(await shelfViolations(wide.home)).toEqual([]);
    const cover = (await wide.card.$('.hd-cover__link'))!;
    const onDesk = await viewerOpenedBy(desk, 1280, () => cover.click());
    await showsPage(onDesk, '3');
    await pageCanvas(onDesk, 3);
    await screenshot(onDesk, 'continue-reading-viewer-1280');
    expect(await wide.home.evaluate(() => location.pathname)).toBe('/sakura/');
    await desk.close();
    expect(errors).toEqual([]);
  });
});
