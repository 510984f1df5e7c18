import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/chromium';
import { useDemoBrowser } from './support/demoBrowser';

// Issue 12: Aozora read in English and Sakura read in Japanese show no tenant text of the
// other language where the tenant wrote both (the demo tenants write every text in both).

const demo = useDemoBrowser();

/**
 * What is content, not tenant text, and so may be in any language: the books' own titles,
 * authors and field values (cards, the detail page's values, series), and the names of
 * content groups (records the tenant names once, listed in the sidebar and as headings of
 * home's shelves). Everything else on the page is the product's or the tenant's text.
 */
const contentSelectors = [
  '.hd-card__title',
  '.hd-card__author',
  '.hd-card__info',
  '.hd-cover',
  '.hd-detail__value',
  '.hd-series__title',
  '.hd-sidebar__item',
  '.hd-shelf__title',
];

const japaneseScript = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]+/gu;

interface Reading {
  tenant: 'aozora' | 'sakura';
  language: 'en' | 'ja';
  base: () => string;
}

const readings: Reading[] = [
  { tenant: 'aozora', language: 'en', base: () => `http://aozora.localhost:${demo.server.port}` },
  { tenant: 'sakura', language: 'ja', base: () => `${demo.server.base}/sakura` },
];

describe.each(readings)('$tenant read in $language', ({ tenant, language, base }) => {
  const other = language === 'en' ? 'ja' : 'en';

  it.each(['home', 'search', 'detail', 'login'])(
    '%s shows no text of the other language',
    async (name) => {
      const page = await readerPage(language);
      const pairs = await bilingualTexts(page, base());
      expect(pairs.length).toBeGreaterThan(10);
      // The page's whole text is judged: all it loads (shelves, sidebar, results) is in.
      await page.goto(`${base()}${await pathOf(page, base(), name)}`, {
        waitUntil: 'networkidle0',
      });
      await page.waitForSelector(name === 'login' ? '.hd-login__form' : '.hd-footer');
      if (name !== 'login') {
        // The footer is on every page; its texts must be there to be judged.
        expect(await page.$eval('.hd-footer', (el) => (el as HTMLElement).innerText)).not.toBe('');
      }
      const text = await tenantVisibleText(page);
      // Tenant texts: none of the other language's value where the two differ.
      const foreign = pairs
        .filter((pair) => pair[other].trim() && pair[other] !== pair[language])
        .map((pair) => pair[other])
        .filter((value) => text.includes(value));
      expect(foreign).toEqual([]);
      // An English page has no Japanese script at all outside content (product defaults too).
      if (language === 'en') expect(text.match(japaneseScript) ?? []).toEqual([]);
      await screenshot(page, `bilingual-${tenant}-${language}-${name}`);
      await page.close();
    },
  );
});

async function readerPage(language: 'en' | 'ja'): Promise<Page> {
  const page = await demo.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const languages = language === 'ja' ? ['ja-JP', 'ja'] : ['en-US', 'en'];
  await page.evaluateOnNewDocument((list: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);
  await page.setExtraHTTPHeaders({ 'Accept-Language': languages.join(',') });
  return page;
}

/** Every {ja, en} text of the tenant's resolved public settings (defaults included). */
async function bilingualTexts(page: Page, base: string): Promise<{ ja: string; en: string }[]> {
  const shellUrl = `${base}/`;
  // The settings are in the shell's HTML: no need to wait for the app.
  await page.goto(shellUrl);
  const settings = await page.evaluate(() => {
    const script = document.getElementById('hondana-config');
    return script
      ? (JSON.parse(script.textContent ?? '{}') as { settings?: unknown }).settings
      : undefined;
  });
  const pairs: { ja: string; en: string }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const keys = Object.keys(value);
      const record = value as Record<string, unknown>;
      if (keys.length > 0 && keys.every((key) => key === 'ja' || key === 'en')) {
        pairs.push({ ja: String(record.ja ?? ''), en: String(record.en ?? '') });
      } else Object.values(record).forEach(walk);
    }
  };
  walk(settings);
  // HTML texts are compared by their visible words.
  return pairs.map(({ ja, en }) => ({ ja: visible(ja), en: visible(en) }));
}

const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The page a name stands for; the detail page is the first book's on home. */
async function pathOf(page: Page, base: string, name: string): Promise<string> {
  if (name === 'home') return '/';
  if (name === 'login') return '/login';
  if (name === 'search') return '/search';
  await page.goto(`${base}/`);
  const link = await page.waitForSelector('.hd-card a[href]');
  const href = await link!.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname);
  return href.slice(new URL(base).pathname.replace(/\/$/, '').length);
}

/** The visible text of the page without content (see contentSelectors), whitespace folded. */
async function tenantVisibleText(page: Page): Promise<string> {
  const text = await page.evaluate((selectors: string[]) => {
    const hidden = document.querySelectorAll<HTMLElement>(selectors.join(','));
    hidden.forEach((element) => element.setAttribute('data-was-display', element.style.display));
    hidden.forEach((element) => (element.style.display = 'none'));
    const visibleText = document.body.innerText;
    hidden.forEach((element) => (element.style.display = element.dataset.wasDisplay ?? ''));
    // Attributes a reader meets too: image descriptions and the page title.
    const alts = [...document.querySelectorAll('img[alt]')]
      .filter((image) => !image.closest(selectors.join(',')))
      .map((image) => image.getAttribute('alt'));
    return [document.title, visibleText, ...alts].join('\n');
  }, contentSelectors);
  return text.replace(/\s+/g, ' ');
}
