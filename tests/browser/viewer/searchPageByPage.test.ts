import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { artifactsDir } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { watchErrors } from '../content/support';
import { attachPdf, bookPdf, openDetail, pageCanvas, signedInReader } from './support';

/**
 * Search reads the book page by page (issue 32 item 3, docs/decisions.md "search page by
 * page"): from the page being read, showing its hit before the other pages are read, and the
 * final count is the whole book's.
 */
const demo = useDemoBrowser();

const PAGES = 40;

async function search(page: Page, text: string) {
  await page.click('[data-testid="viewer-search"]', { count: 3 });
  await page.type('[data-testid="viewer-search"]', text);
  await page.keyboard.press('Enter');
}

function countIs(page: Page, wanted: string) {
  return page.waitForFunction(
    (text) => document.querySelector('[data-testid="viewer-search-count"]')?.textContent === text,
    { timeout: 20_000 },
    wanted,
  );
}

describe('viewer search, page by page', () => {
  it('shows the hit of the page being read before the other pages are read, then the whole count', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await signedInReader(demo.server, context, 1280);
    const errors = watchErrors(page);
    const [, contentId] = await openDetail(demo.server, page, '門');
    await attachPdf(demo.server, contentId, await bookPdf(PAGES));
    await page.goto(`${demo.server.base}/sakura/view-online/${contentId}`);
    await pageCanvas(page, 1);
    await page.$eval('[data-testid="viewer-page"]', (input) =>
      (input as HTMLInputElement).select(),
    );
    await page.type('[data-testid="viewer-page"]', '30');
    await page.keyboard.press('Enter');
    await pageCanvas(page, 30);

    // "Chapter n" heads every page. Checked at every change of the page (not by polling on a
    // timer), so the first hit shown is seen with the count of pages read at that moment.
    await search(page, 'chapter');
    const first = await page.waitForFunction(
      () => {
        const hit = document.querySelector('[data-testid="viewer-hit-current"]');
        const count = document.querySelector<HTMLElement>('[data-testid="viewer-search-count"]');
        if (!hit || !count) return null;
        return {
          page: hit.closest<HTMLElement>('[data-page]')?.dataset.page,
          pagesRead: Number(count.dataset.pagesRead),
          text: count.textContent,
        };
      },
      { polling: 'mutation', timeout: 20_000 },
    );
    const shown = (await first.jsonValue())!;
    expect(shown.page).toBe('30');
    expect(shown.pagesRead).toBeGreaterThan(0);
    expect(shown.pagesRead).toBeLessThan(PAGES);
    expect(shown.text).toMatch(/^\d+ 件（検索中…）$/);

    // Every page read: the hit shown is the 30th of the book's 40.
    await countIs(page, `30 / ${PAGES} 件`);
    expect(
      await page.$eval(
        '[data-testid="viewer-search-count"]',
        (e) => (e as HTMLElement).dataset.pagesRead,
      ),
    ).toBe(String(PAGES));
    await page.click('[data-testid="viewer-search-next"]');
    await countIs(page, `31 / ${PAGES} 件`);
    await page.waitForSelector('[data-page="31"] [data-testid="viewer-hit-current"]');
    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: join(artifactsDir, 'viewer-search-page-by-page-1280.png') });

    // A new query stops the scan of the last one: only its own hits are marked.
    await search(page, 'Line 20 of');
    await countIs(page, `31 / ${PAGES} 件`);
    expect(await page.$$('[data-page="31"] [data-testid^="viewer-hit"]')).toHaveLength(1);
    expect(await page.$$('[data-testid^="viewer-hit"]')).not.toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
