import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../../reader/src/i18n/en';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { readerTenants, tenantIds } from './tenants';

// Issue 32, Found 8: the details a reader notices (group names, button colours, the footer).
const demo = useDemoBrowser();

const WIDTHS = [375, 1280] as const;

async function newPage(width: number, language: 'en' | 'ja' = 'ja'): Promise<Page> {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  const languages = language === 'ja' ? ['ja-JP', 'ja'] : ['en-US', 'en'];
  await page.evaluateOnNewDocument((list: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);
  await page.setExtraHTTPHeaders({ 'Accept-Language': languages.join(',') });
  return page;
}

const SEEDED_NAMES = ['新着', '人気', 'おすすめ', 'お気に入り', '最近読んだ本'];

describe('details', () => {
  it.each(WIDTHS)(
    'names the special groups in English in the English UI (%i px)',
    async (width) => {
      const page = await newPage(width, 'en');
      const aozora = readerTenants[1];
      await page.goto(aozora.url(demo.server, '/'));
      await page.waitForSelector('[data-testid="group-row"] .hd-shelf__title a');
      const shelves = await page.$$eval('.hd-shelf__title a', (all) =>
        all.map((a) => a.textContent ?? ''),
      );
      const sidebar = await page.$$eval('.hd-sidebar__item', (all) =>
        all.map((a) => a.textContent ?? ''),
      );
      const names = [...shelves, ...sidebar];
      expect(names).toContain(en.contentGroup.special.new);
      for (const seeded of SEEDED_NAMES) expect(names).not.toContain(seeded);
      await screenshot(page, `details-special-groups-en-${width}`);
      // The group's own page is titled the same way.
      const newShelf = await page.$$eval(
        '.hd-shelf__title a',
        (all, name) => all.find((a) => a.textContent === name)?.getAttribute('href') ?? '',
        en.contentGroup.special.new,
      );
      await page.goto(`http://aozora.localhost:${demo.server.port}${newShelf}`);
      await page.waitForFunction(
        (name) => document.querySelector('#hd-page-title')?.textContent === name,
        {},
        en.contentGroup.special.new,
      );
      await page.browserContext().close();
    },
  );

  it.each(WIDTHS)(
    "colours the default View and Favourite buttons with each tenant's theme (%i px)",
    async (width) => {
      // The demo tenants' link colours: sakura pink, aozora blue.
      const themes = { sakura: 'rgb(194, 24, 91)', aozora: 'rgb(30, 95, 168)' };
      for (const tenant of readerTenants) {
        const page = await newPage(width);
        const { groupId, contentId } = await tenantIds(page, tenant.url(demo.server, '/'));
        await page.goto(tenant.url(demo.server, `/${groupId}/${contentId}`));
        const view = await page.waitForSelector(
          '[data-testid="content-detail"] [data-action="VIEW"]',
        );
        const favourite = await page.waitForSelector(
          '[data-testid="content-detail"] [data-action="FAVOURITE"]',
        );
        const colours = async () => ({
          view: await view!.evaluate((e) => getComputedStyle(e).backgroundColor),
          favourite: await favourite!.evaluate((e) => getComputedStyle(e).color),
        });
        expect(await colours()).toEqual({
          view: themes[tenant.name],
          favourite: themes[tenant.name],
        });
        await screenshot(page, `details-theme-buttons-${tenant.name}-${width}`);
        await page.browserContext().close();
      }
    },
  );

  it.each(WIDTHS)('centres the footer logo as it shows (%i px)', async (width) => {
    const page = await newPage(width);
    await page.goto(`${demo.server.base}/sakura/`);
    const logo = await page.waitForSelector('.hd-footer__logo');
    await logo!.evaluate((image) => (image as HTMLImageElement).decode());
    await logo!.scrollIntoView();
    const box = await logo!.boundingBox();
    const png = PNG.sync.read(Buffer.from(await logo!.screenshot()));
    // What is drawn: the columns whose pixels differ from the footer's own background.
    const [r, g, b] = [png.data[0], png.data[1], png.data[2]];
    const inked: number[] = [];
    for (let x = 0; x < png.width; x += 1) {
      for (let y = 0; y < png.height; y += 1) {
        const at = (y * png.width + x) * 4;
        const distance =
          Math.abs(png.data[at] - r) +
          Math.abs(png.data[at + 1] - g) +
          Math.abs(png.data[at + 2] - b);
        if (distance > 60) {
          inked.push(x);
          break;
        }
      }
    }
    const inkCentre = (Math.min(...inked) + Math.max(...inked) + 1) / 2 / (png.width / box!.width);
    await screenshot(page, `details-footer-logo-${width}`);
    expect(Math.abs(box!.x + inkCentre - width / 2)).toBeLessThan(4);
    await page.browserContext().close();
  });

  it('keeps app mode across a new page load of the tab without the app query', async () => {
    const browser = await newPage(375);
    await browser.goto(`${demo.server.base}/sakura/`);
    // A browser visitor is offered Log in.
    await browser.waitForSelector('.hd-header__login');
    await browser.browserContext().close();

    const app = await newPage(375);
    const noLogin = () =>
      app.waitForFunction(() => !document.querySelector('.hd-header__login'), { timeout: 3000 });
    await app.goto(`${demo.server.base}/sakura/?is_login_mobile_app=true`);
    await app.waitForSelector('[data-testid="group-row"]');
    await noLogin();
    await app.goto(`${demo.server.base}/sakura/search?v.keyword=a`);
    await app.waitForSelector('[data-testid="paged-list"][aria-busy="false"]');
    await noLogin();
    await screenshot(app, 'details-app-mode-after-reload-375');
    await app.browserContext().close();
  });
});
