import type { BrowserContext, Page } from 'puppeteer-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { artifactsDir } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { adminOf, watchErrors } from '../content/support';
import {
  attachPdf,
  inkAroundHit,
  openDetail,
  pageCanvas,
  redWatermark,
  signedInReader,
} from './support';
import { seriousAxeViolations } from '../support/axe';

/**
 * Search options in the viewer (issue 32 item 3): whole word and match case count exactly the
 * expected hits, a hit's box covers its word and no more, and half-width katakana typed in the
 * box finds the full-width text of the page.
 */
const demo = useDemoBrowser();

/** "der" in any case: 8 times, 5 as a whole word; in lower case: 3 times, 2 as a whole word. */
const englishLines = [
  [
    'DER encoding is DERIVED from BER.',
    'Read the der file, then the DER one.',
    'UNDERSTANDING DER',
  ],
  ['Border der.'],
];

async function englishBook(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of englishLines) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 60, y: 760 - index * 40, size: 24, font });
    });
  }
  return Buffer.from(await doc.save());
}

/** Two pages of Japanese printed by Chromium (Noto CJK), バージョン once on each. */
async function japaneseBook(): Promise<Buffer> {
  const page = await demo.browser.newPage();
  const pages = ['新しいバージョンの案内です。', '古いバージョンとの違い。'];
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

async function openBook(context: BrowserContext, title: string, pdf: Buffer, width: number) {
  const page = await signedInReader(demo.server, context, width);
  await page.setViewport({ width, height: width > 600 ? 900 : 740 });
  // axe is injected as a script; the reader's CSP rightly refuses inline scripts.
  await page.setBypassCSP(true);
  const [, contentId] = await openDetail(demo.server, page, title);
  await attachPdf(demo.server, contentId, pdf);
  await page.goto(`${demo.server.base}/sakura/view-online/${contentId}`);
  await pageCanvas(page, 1);
  return page;
}

/** The viewport as the reader sees it (a full-page capture would resize and repaint the viewer). */
async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

/** On a phone the search row (box and options) opens from the bar (phone.test.ts). */
async function openSearchRow(page: Page) {
  if (!(await page.$('[data-testid="viewer-search"]'))) {
    await page.click('[data-testid="viewer-search-toggle"]');
    await page.waitForSelector('[data-testid="viewer-search"]');
  }
}

async function search(page: Page, text: string) {
  await openSearchRow(page);
  await page.click('[data-testid="viewer-search"]', { count: 3 });
  await page.type('[data-testid="viewer-search"]', text);
  await page.keyboard.press('Enter');
}

function countIs(page: Page, wanted: string) {
  return page
    .waitForFunction(
      (text) => document.querySelector('[data-testid="viewer-search-count"]')?.textContent === text,
      { timeout: 10_000 },
      wanted,
    )
    .catch(async (error: unknown) => {
      const shown = await page.$eval('[data-testid="viewer-search-count"]', (e) => e.textContent);
      throw new Error(`search count: wanted ${wanted}, shown ${shown}`, { cause: error });
    });
}

async function toggle(page: Page, option: 'matchCase' | 'wholeWord') {
  const selector = `[data-testid="viewer-search-${option}"]`;
  await openSearchRow(page);
  const before = await page.$eval(selector, (e) => e.getAttribute('aria-pressed'));
  await page.click(selector);
  await page.waitForFunction(
    (at, was) => document.querySelector(at)?.getAttribute('aria-pressed') !== was,
    {},
    selector,
    before,
  );
}

describe('viewer search options', () => {
  it('whole word and match case find exactly their hits, and the box covers the word (1280 px)', async () => {
    const admin = await adminOf(demo.server);
    // The ink beside a hit must be the page's text, not a watermark's.
    await admin.patchSettings('watermark', { ...redWatermark, isShow: false });
    const context = await demo.browser.createBrowserContext();
    const page = await openBook(context, '門', await englishBook(), 1280);
    const errors = watchErrors(page);

    await search(page, 'der');
    await countIs(page, '1 / 8 件');
    await toggle(page, 'wholeWord');
    await countIs(page, '1 / 5 件');
    expect(await page.$$('[data-testid^="viewer-hit"]')).toHaveLength(5);
    // The second whole word: "der" in "Read the der file", between two spaces.
    await page.click('[data-testid="viewer-search-next"]');
    await countIs(page, '2 / 5 件');
    const beside = await inkAroundHit(page, 1);
    expect(beside.under).toBeGreaterThan(150);
    expect(beside).toMatchObject({ before: 0, after: 0 });
    await screenshot(page, 'viewer-search-whole-word-1280');

    // The hit list: each whole word with its page and the words around it; a hit jumps.
    await page.click('[data-testid="viewer-search-results"]');
    const entries = await page.$$eval('[data-testid="viewer-search-entry"]', (buttons) =>
      buttons.map((button) => button.textContent),
    );
    expect(entries).toEqual([
      'DER encoding is DERIVED fro1 ページ',
      'Read the der file, then the DER one.1 ページ',
      'the der file, then the DER one.1 ページ',
      'UNDERSTANDING DER1 ページ',
      'Border der.2 ページ',
    ]);
    expect(await page.$eval('mark', (mark) => mark.textContent)).toBe('DER');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'viewer-search-hit-list-1280');
    const entryButtons = await page.$$('[data-testid="viewer-search-entry"]');
    await entryButtons[4].click();
    await countIs(page, '5 / 5 件');
    await page.waitForSelector('[data-page="2"] [data-testid="viewer-hit-current"]');
    await page.click('[data-testid="viewer-search-results"]');

    // Lower case only: "der" twice as a word, and in "Border" as part of one. A search made
    // again starts at the page being read (page 2): its first hit is the one shown.
    await toggle(page, 'matchCase');
    await countIs(page, '2 / 2 件');
    await toggle(page, 'wholeWord');
    await countIs(page, '2 / 3 件');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('whole word finds the same hits on a phone, its box on the word (375 px)', async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('watermark', { ...redWatermark, isShow: false });
    const context = await demo.browser.createBrowserContext();
    // Another book: the one above keeps the reader's position at its page 2.
    const page = await openBook(context, '走れメロス', await englishBook(), 375);
    const errors = watchErrors(page);

    await toggle(page, 'wholeWord');
    await search(page, 'der');
    await countIs(page, '1 / 5 件');
    await page.click('[data-testid="viewer-search-next"]');
    await countIs(page, '2 / 5 件');
    // The page is drawn at about a third of 1280 px's size: less ink under the box, and
    // still none in the spaces either side of the word.
    const beside = await inkAroundHit(page, 1);
    expect(beside.under).toBeGreaterThan(40);
    expect(beside).toMatchObject({ before: 0, after: 0 });
    await screenshot(page, 'viewer-search-whole-word-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([1280, 375])(
    'finds full-width katakana from half-width typed in the box (%i px)',
    async (width) => {
      const context = await demo.browser.createBrowserContext();
      const page = await openBook(context, '羅生門', await japaneseBook(), width);
      const errors = watchErrors(page);

      await search(page, 'ﾊﾞｰｼﾞｮﾝ');
      await countIs(page, '1 / 2 件');
      await page.waitForSelector('[data-page="1"] [data-testid="viewer-hit-current"]');
      // Less ink at 375 px: the page is drawn smaller.
      expect((await inkAroundHit(page, 1)).under).toBeGreaterThan(width > 600 ? 200 : 40);
      // Whole word does not apply within Japanese: both are still found.
      await toggle(page, 'wholeWord');
      await countIs(page, '1 / 2 件');
      await screenshot(page, `viewer-search-half-width-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
