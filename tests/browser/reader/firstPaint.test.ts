import type { BrowserContext, Page } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot, withoutApp } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';

const demo = useDemoBrowser();
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/156.0.0.0 Mobile Safari/537.36';

/** The parts of the tenant's chrome the server paints, by what a reader sees. */
const CHROME = {
  header: '.hd-header',
  logo: '.hd-header__logo',
  menu: '.hd-header__menu',
  banner: '.hd-banner-area',
} as const;

let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function phone({ withScripts }: { withScripts: boolean }): Promise<Page> {
  const context = await demo.browser.createBrowserContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.setUserAgent(PHONE_AGENT);
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  if (!withScripts) {
    // Only the HTML, its stylesheet and images: what the reader sees before any script runs.
    withoutApp(page);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') void request.abort();
      else void request.continue();
    });
  }
  return page;
}

async function boxes(page: Page) {
  const result: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const [name, selector] of Object.entries(CHROME)) {
    const element = await page.$(selector);
    result[name] = element ? await element.boundingBox() : null;
  }
  return result;
}

describe('the first paint the server renders', () => {
  it('shows the tenant’s header and banner before any script, where the app then draws them', async () => {
    const url = `${demo.server.base}/sakura/`;
    const bare = await phone({ withScripts: false });
    await bare.goto(url, { waitUntil: 'load' });
    expect(await bare.$('#root[data-first-paint]')).not.toBeNull();
    const painted = await boxes(bare);
    expect(painted.logo?.width).toBeGreaterThan(0);
    expect(painted.banner?.height).toBeGreaterThan(0);
    expect(painted.menu).not.toBeNull(); // a phone's header, with the drawer's button
    const login = await bare.$eval('.hd-header__login', (button) => button.textContent);
    await screenshot(bare, 'first-paint-sakura-home-before-scripts');

    const app = await phone({ withScripts: true });
    await app.goto(url, { waitUntil: 'load' });
    expect(await app.$('#root[data-first-paint]')).toBeNull();
    // Painted in the browser's language (Accept-Language), which the app then speaks too.
    expect(await app.$eval('.hd-header__login', (button) => button.textContent)).toBe(login);
    const drawn = await boxes(app);
    // Nothing the reader already saw moves when the app takes over.
    for (const name of Object.keys(CHROME)) {
      const [before, after] = [painted[name], drawn[name]];
      expect(after, name).not.toBeNull();
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(
          Math.abs((after?.[side] ?? 0) - (before?.[side] ?? 0)),
          `${name} ${side}`,
        ).toBeLessThan(1);
    }
    await screenshot(app, 'first-paint-sakura-home-app');
  });

  it('paints a result page’s search panel, which the app replaces with working inputs', async () => {
    const bare = await phone({ withScripts: false });
    await bare.goto(`${demo.server.base}/sakura/search`, { waitUntil: 'load' });
    expect(await bare.$('#root[data-first-paint] form[role="search"] input')).not.toBeNull();

    const app = await phone({ withScripts: true });
    await app.goto(`${demo.server.base}/sakura/search`, { waitUntil: 'load' });
    const input = await app.waitForSelector('form[role="search"] input');
    await input?.type('桜');
    await app.keyboard.press('Enter');
    await app.waitForFunction(() =>
      /keyword=|%E6%A1%9C|桜/.test(decodeURIComponent(location.href)),
    );
  });
});
