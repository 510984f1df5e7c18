import type { BrowserContext, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { artifactsDir } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { adminOf, watchErrors } from '../content/support';
import {
  attachPdf,
  bookPdf,
  clickViewSetting,
  inkAroundHit,
  openDetail,
  pageCanvas,
  redWatermark,
  signedInReader,
} from './support';

const demo = useDemoBrowser();

const signedIn = (context: BrowserContext) => signedInReader(demo.server, context, 1000);
const contentIdOf = async (page: Page, title: string) =>
  (await openDetail(demo.server, page, title))[1];

/** Three A4 pages of Japanese text printed by Chromium (Noto CJK), `word` only on page 2. */
async function japaneseBook(word: string): Promise<Buffer> {
  const page = await demo.browser.newPage();
  const pages = [
    '吾輩は猫である。名前はまだ無い。',
    `静かな${word}で本を読む。`,
    '門を出て左へ曲がる。',
  ];
  await page.setContent(
    `<!doctype html><html lang="ja"><meta charset="utf-8">` +
      `<body style="font-family: 'Noto Sans CJK JP', sans-serif; font-size: 28px">` +
      pages.map((text) => `<p style="break-after: page">${text}</p>`).join('') +
      `</body></html>`,
  );
  const pdf = Buffer.from(await page.pdf({ format: 'A4' }));
  await page.close();
  return pdf;
}

async function openViewer(page: Page, contentId: string) {
  await page.goto(`${demo.server.base}/sakura/view-online/${contentId}`);
  // A book this reader read before reopens at its saved page (continue reading): the tests
  // share one reader, so wait for whichever page is drawn first.
  await page.waitForSelector('[data-page] canvas[data-rendered="true"]');
}

async function search(page: Page, text: string) {
  await page.click('[data-testid="viewer-search"]', { count: 3 });
  await page.type('[data-testid="viewer-search"]', text);
  await page.keyboard.press('Enter');
}

const countText = (page: Page) =>
  page.$eval('[data-testid="viewer-search-count"]', (e) => e.textContent);

/** Waits for the search's count to read `text` (the count says "so far" until every page is read). */
const countBecomes = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="viewer-search-count"]')?.textContent === expected,
    {},
    text,
  );

/** Dark pixels of page `number`'s canvas inside its current search hit (text under the mark). */
async function inkUnderHit(page: Page, number: number): Promise<number> {
  return (await inkAroundHit(page, number)).under;
}

/**
 * The viewport as the reader sees it. Not a full-page capture: resizing the viewport for one
 * makes the viewer measure an empty room and repaint, and the capture catches blank canvases.
 */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

/** Waits until the toolbar's page field reads `number` (the page being read). */
function pageNumberIs(page: Page, number: string) {
  return page.waitForFunction(
    (wanted) =>
      (document.querySelector('[data-testid="viewer-page"]') as HTMLInputElement).value === wanted,
    {},
    number,
  );
}

async function pageBox(page: Page, number: number) {
  return page.$eval(`[data-page="${number}"]`, (e) => {
    const { left, top } = e.getBoundingClientRect();
    return { left, top };
  });
}

describe('viewer search, spreads and right-to-left', () => {
  it('finds English text, marks the hit over its words on the right page, and steps through hits', async () => {
    const admin = await adminOf(demo.server);
    // The mark's ink must be the page's text, not a watermark's.
    await admin.patchSettings('watermark', { ...redWatermark, isShow: false });
    const context = await demo.browser.createBrowserContext();
    const page = await signedIn(context);
    const errors = watchErrors(page);
    const contentId = await contentIdOf(page, '門');
    await attachPdf(demo.server, contentId, await bookPdf(6));
    await openViewer(page, contentId);

    await search(page, 'chapter 4');
    await page.waitForSelector('[data-page="4"] [data-testid="viewer-hit-current"]');
    await countBecomes(page, '1 / 1 件');
    // Only page 4 is marked, and the mark lies on the heading's ink.
    expect(await page.$$('[data-testid="viewer-hit-current"]')).toHaveLength(1);
    expect(await inkUnderHit(page, 4)).toBeGreaterThan(200);
    await pageNumberIs(page, '4');
    await screenshot(page, 'viewer-search-english');

    // "page 2" is in twenty lines of page 2 only; next and previous step and wrap around.
    await search(page, 'of page 2:');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="viewer-search-count"]')?.textContent === '1 / 20 件',
    );
    await page.click('[data-testid="viewer-search-next"]');
    expect(await countText(page)).toBe('2 / 20 件');
    await page.click('[data-testid="viewer-search-previous"]');
    await page.click('[data-testid="viewer-search-previous"]');
    expect(await countText(page)).toBe('20 / 20 件');
    expect(await page.$$('[data-page="2"] [data-testid="viewer-hit"]')).toHaveLength(19);
    expect(await page.$$('[data-page="4"] [data-testid^="viewer-hit"]')).toHaveLength(0);

    // Nothing found: a zero count, no marks.
    await search(page, 'nowhere in this book');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="viewer-search-count"]')?.textContent === '0 / 0 件',
    );
    expect(await page.$$('[data-testid^="viewer-hit"]')).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds Japanese text in a CJK PDF and highlights it on page 2', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await signedIn(context);
    const errors = watchErrors(page);
    const contentId = await contentIdOf(page, '羅生門');
    await attachPdf(demo.server, contentId, await japaneseBook('読書室'));
    await openViewer(page, contentId);

    await search(page, '読書室');
    await page.waitForSelector('[data-page="2"] [data-testid="viewer-hit-current"]');
    await countBecomes(page, '1 / 1 件');
    expect(await inkUnderHit(page, 2)).toBeGreaterThan(200);
    await screenshot(page, 'viewer-search-japanese');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows two pages side by side, reverses them right to left with mirrored keys, and remembers both', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await signedIn(context);
    const errors = watchErrors(page);
    const contentId = await contentIdOf(page, '走れメロス');
    await attachPdf(demo.server, contentId, await bookPdf(6));
    await openViewer(page, contentId);

    await clickViewSetting(page, 'viewer-spread');
    // Pages 1-2 paired (the cover alone is the default: phone.test.ts).
    await clickViewSetting(page, 'viewer-cover');
    await page.waitForSelector('[data-layout="spread-ltr"]:not([data-cover])');
    await pageCanvas(page, 2);
    let [one, two] = [await pageBox(page, 1), await pageBox(page, 2)];
    expect(two.top).toBe(one.top);
    expect(two.left).toBeGreaterThan(one.left);
    expect((await pageBox(page, 3)).top).toBeGreaterThan(one.top);
    await screenshot(page, 'viewer-spread');

    // A turn moves a whole spread: from pages 1-2 to pages 3-4.
    await page.keyboard.press('ArrowRight');
    await pageNumberIs(page, '4');
    await page.keyboard.press('ArrowLeft');
    await pageNumberIs(page, '2');

    await clickViewSetting(page, 'viewer-rtl');
    await page.waitForSelector('[data-layout="spread-rtl"]');
    [one, two] = [await pageBox(page, 1), await pageBox(page, 2)];
    expect(two.top).toBe(one.top);
    expect(two.left).toBeLessThan(one.left);
    // Right to left, the left arrow and the left button go forward.
    await page.keyboard.press('ArrowLeft');
    await pageNumberIs(page, '4');
    await pageCanvas(page, 3);
    const buttons = await page.$eval('[data-testid="viewer-page"]', (input) =>
      [...input.closest('.hd-viewer__group')!.querySelectorAll('button')].map((button) =>
        button.getAttribute('data-testid'),
      ),
    );
    expect(buttons).toEqual(['viewer-next', 'viewer-previous']);
    await page.keyboard.press('ArrowRight');
    await pageNumberIs(page, '2');
    await screenshot(page, 'viewer-spread-rtl');

    // The choice is the reader's: it survives a reload.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-layout="spread-rtl"]');
    // The book reopens at the page last saved (continue reading), 2 or 4 depending on when
    // the last turn was saved: some page of it is drawn.
    await page.waitForSelector('[data-page] canvas[data-rendered="true"]');
    // Another book keeps its own direction (left to right) but the reader's spread.
    const other = await contentIdOf(page, '門');
    await attachPdf(demo.server, other, await bookPdf(4));
    await openViewer(page, other);
    await page.waitForSelector('[data-layout="spread-ltr"]');
    expect(errors).toEqual([]);
    await context.close();
  });
});
