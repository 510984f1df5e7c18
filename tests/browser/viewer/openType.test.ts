import type { BrowserContext, Page, Target } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { cardTitles, waitForCards, watchErrors } from '../content/support';
import { sakuraAdmin } from '../identity/support';
import { updateCompany } from '../reader/support';
import { attachPdf, bookPdf, openDetail, pageCanvas } from './support';

// Issue 32, Found 1: on an OPEN_TYPE tenant (no accounts) a visitor reads and keeps favourites
// without any sign-in, as this browser's device reader (decisions.md, "OPEN_TYPE readers").

const demo = useDemoBrowser();

const favourites = '[data-testid="group-row"][data-group-type="2"]';
const bookmark = '.hd-detail__cover [data-testid="favourite-bookmark"]';

/** The next tab `context` opens; fails after 15 s (a VIEW that opened none, not a hang). */
function newTab(context: BrowserContext): Promise<Page> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no new tab opened')), 15_000);
    context.once('targetcreated', (target: Target) => {
      clearTimeout(timer);
      void target.page().then((page) => (page ? resolve(page) : reject(new Error('no page'))));
    });
  });
}

describe('no-layout mode', () => {
  it("opens an anonymous visitor's VIEW in a new tab, which asks for sign-in there", async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const [, contentId] = await openDetail(demo.server, page, '羅生門');
    const admin = await sakuraAdmin(demo.server);
    const layout = async (noLayout: boolean) => {
      const current = await admin.call('GET', '/settings/layout');
      const data = (current.data ?? {}) as Record<string, unknown>;
      await admin.call('PUT', '/settings/layout', { data: { ...data, noLayout } });
    };
    await layout(true);
    try {
      await page.goto(`${demo.server.base}/sakura/${contentId}`);
      await page.waitForSelector('[data-testid="content-detail"] [data-action="VIEW"]');
      const opened = newTab(context);
      await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
      const viewer = await opened;
      await viewer.waitForSelector('[data-testid="login-dialog"]');
      expect(new URL(viewer.url()).pathname).toBe(`/sakura/view-online/${contentId}`);
      // The detail page itself opened no dialog.
      expect(await page.$('[data-testid="login-dialog"]')).toBeNull();
    } finally {
      await layout(false);
      await context.close();
    }
  });
});

describe('an OPEN_TYPE visitor', () => {
  it('opens a book and keeps a favourite, at 375 px and at 1280 px', async () => {
    // The demo's sakura tenant made OPEN_TYPE, as a system admin would.
    await updateCompany(demo.server, 'sakura', { accountType: 'OPEN_TYPE' });
    for (const [width, title] of [
      [375, '門'],
      [1280, '人間失格'],
    ] as const) {
      const context = await demo.browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: 800 });
      const errors = watchErrors(page);
      const [, contentId] = await openDetail(demo.server, page, title);
      await attachPdf(demo.server, contentId, await bookPdf(2));

      // VIEW opens the viewer in a new tab, which shows page 1: no sign-in anywhere.
      const opened = newTab(context);
      await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
      const viewer = await opened;
      await viewer.setViewport({ width, height: 800 });
      await viewer.waitForSelector('[data-testid="viewer-pages"]', { timeout: 30_000 });
      expect((await pageCanvas(viewer, 1)).length).toBeGreaterThan(1000);
      expect(await viewer.$('[data-testid="login-dialog"]')).toBeNull();
      await screenshot(viewer, `open-type-viewer-${width}`);
      await viewer.close();

      // The bookmark keeps the favourite at once, and it is still there after a reload.
      await page.click(bookmark);
      await page.waitForSelector(`${bookmark}[aria-pressed="true"]`);
      expect(await page.$('[data-testid="login-dialog"]')).toBeNull();
      await page.reload();
      await page.waitForSelector(`${bookmark}[aria-pressed="true"]`);
      await page.goto(`${demo.server.base}/sakura/`);
      await waitForCards(page, 1, favourites);
      expect(await cardTitles(page, favourites)).toEqual([title]);
      await screenshot(page, `open-type-favourites-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }

    // Another browser is another reader: none of these favourites.
    const other = await demo.browser.createBrowserContext();
    const page = await other.newPage();
    await page.goto(`${demo.server.base}/sakura/`);
    await page.waitForSelector('[data-testid="group-row"]');
    expect(await page.$(favourites)).toBeNull();
    await other.close();
  });
});
