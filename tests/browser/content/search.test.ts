import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { startDemoServer, type DemoServer } from '../support/server';
import {
  adminOf,
  cardTitles,
  cardTitlesOnceShown,
  pathOf,
  waitForCards,
  watchErrors,
} from './support';

let server: DemoServer;
let browser: TestBrowser;
let admin: Awaited<ReturnType<typeof adminOf>>;

const SOSEKI = ['吾輩は猫である', '坊っちゃん', 'こころ', '三四郎', 'それから', '門'];

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchChromium();
  admin = await adminOf(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return { context, page, errors: watchErrors(page) };
}

describe('the top search panel and the results page', () => {
  it('searches in Japanese from the panel and lists the matches on /search', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${server.base}/sakura/home-search`);
    await setFieldValue(page, '#hd-box-keyword', '夏目漱石');
    await page.click('.hd-search-panel__submit');
    await page.waitForFunction(() => location.pathname === '/sakura/search');
    expect(new URL(page.url()).searchParams.getAll('v.keyword')).toEqual(['夏目漱石']);
    const titles = await cardTitlesOnceShown(page, SOSEKI.length, '.hd-results');
    await page.waitForSelector('[data-testid="result-total"]');
    expect(titles.sort()).toEqual([...SOSEKI].sort());
    expect(await page.$eval('[data-testid="result-total"]', (e) => e.textContent)).toContain('6');
    await screenshot(page, 'content-search-japanese');

    // The full-text tab searches one key through /content/public/full-text-search.
    const fullText = page.waitForResponse((r) =>
      r.url().includes('/content/public/full-text-search'),
    );
    await page.click('.hd-search-panel__tab[data-tab-type="FULL_TEXT"]');
    await setFieldValue(page, '#hd-box-full-text', 'メロス');
    await page.click('.hd-search-panel__submit');
    expect((await fullText).status()).toBe(200);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="content-card"] .hd-card__title a')]
          .map((a) => a.textContent)
          .join('|') === '走れメロス',
    );
    expect(new URL(page.url()).searchParams.get('tab')).toBe('full-text');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps one chip in a single-choice box and several in a multi-choice box', async () => {
    await admin.patchSettings('search', {
      tabs: [
        {
          id: 'keyword',
          title: 'キーワード検索',
          type: 'NORMAL',
          searchBoxIds: ['keyword', 'one-author', 'authors'],
        },
        { id: 'full-text', title: '全文検索', type: 'FULL_TEXT', searchBoxIds: ['full-text'] },
      ],
      boxes: [
        box('keyword', 1, [], ['title', 'author', 'keywords', 'description']),
        box('one-author', 4, ['夏目漱石', '森鷗外', '太宰治'], ['author']),
        box('authors', 5, ['夏目漱石', '森鷗外', '太宰治'], ['author']),
        box('full-text', 1, [], ['fullText']),
      ],
    });
    const { context, page, errors } = await newPage();
    await page.goto(`${server.base}/sakura/home-search`);
    const single = '[data-box-id="one-author"]';
    const multi = '[data-box-id="authors"]';
    await page.waitForSelector(`${single} select`);
    await page.select(`${single} select`, '夏目漱石');
    await page.select(`${single} select`, '太宰治');
    expect(await chips(page, single)).toEqual(['太宰治']);

    await page.select(`${multi} select`, '夏目漱石');
    await page.select(`${multi} select`, '森鷗外');
    await page.select(`${multi} select`, '夏目漱石');
    expect(await chips(page, multi)).toEqual(['夏目漱石', '森鷗外']);
    await page.click(`${multi} .hd-chip__remove`);
    expect(await chips(page, multi)).toEqual(['森鷗外']);
    await page.select(`${multi} select`, '夏目漱石');

    // Single choice 太宰治 AND multi choice (夏目漱石 or 森鷗外): no book has both authors.
    await page.click(`${single} .hd-chip__remove`);
    await page.click('.hd-search-panel__submit');
    await page.waitForFunction(() => location.pathname === '/sakura/search');
    const titles = await cardTitlesOnceShown(page, 8, '.hd-results');
    expect(titles).toHaveLength(8);
    expect(titles).toEqual(expect.arrayContaining([...SOSEKI, '舞姫', '高瀬舟']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages by numbers in NUMBER_PAGING mode and by scrolling in SCROLL mode', async () => {
    await admin.patchSettings('search', { pagingMode: 'NUMBER_PAGING', pageSize: 4 });
    const { context, page, errors } = await newPage();
    await page.goto(`${server.base}/sakura/search`);
    await page.waitForSelector('[data-testid="paged-list"][data-mode="NUMBER_PAGING"]');
    await waitForCards(page, 4);
    const first = await cardTitles(page);
    expect(first).toHaveLength(4);
    await page.click('[data-testid="page-numbers"] a:nth-of-type(2)');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('page') === '2');
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('[data-testid="content-card"] .hd-card__title a')]
          .map((a) => a.textContent)
          .join('|') !== before &&
        document.querySelectorAll('[data-testid="content-card"]').length > 0,
      {},
      first.join('|'),
    );
    const second = await cardTitles(page);
    expect(second).toHaveLength(4);
    expect(second.some((title) => first.includes(title))).toBe(false);
    expect(await page.$eval('[aria-current="page"].hd-pages__link', (e) => e.textContent)).toBe(
      '2',
    );
    await screenshot(page, 'content-search-number-paging');

    await admin.patchSettings('search', { pagingMode: 'SCROLL', pageSize: 4 });
    await page.goto(`${server.base}/sakura/search`);
    await page.waitForSelector('[data-testid="paged-list"][data-mode="SCROLL"]');
    expect(await page.$('[data-testid="page-numbers"]')).toBeNull();
    await waitForCards(page, 4);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForCards(page, 8);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForCards(page, 12);
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(titles.length);
    expect(await pathOf(page)).toBe('/sakura/search');
    expect(errors).toEqual([]);
    await context.close();
  });
});

function box(id: string, operation: number, matchValue: string[], searchFields: string[]) {
  return {
    id,
    operation,
    label: id,
    isShowLabel: true,
    size: operation === 1 ? 12 : 6,
    matchValue,
    searchFields,
    contentGroupIds: [],
  };
}

async function chips(page: Page, scope: string) {
  return page.$$eval(`${scope} [data-testid="search-chip"] span`, (spans) =>
    spans.map((span) => span.textContent),
  );
}
