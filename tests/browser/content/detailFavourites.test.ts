import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import {
  cardTitles,
  pathOf,
  sakuraReader,
  signIn,
  waitForAccount,
  waitForCards,
  watchErrors,
} from './support';

const demo = useDemoBrowser();

const JAPANESE = '日本文学 / Japanese literature';
const rowOf = (name: string) =>
  `xpath/.//section[@data-testid="group-row"][.//h2/a[text()="${name}"]]`;

async function openDetailFromHome(page: Page, title: string) {
  await page.goto(`${demo.server.base}/sakura/`);
  const row = await page.waitForSelector(rowOf(JAPANESE));
  const link = await row!.waitForSelector(`xpath/.//h3/a[text()="${title}"]`);
  await link!.click();
  await page.waitForSelector('[data-testid="content-detail"]');
}

describe('content detail and favourites', () => {
  it('opens a detail page from a home shelf with its fields, badge and bookmark', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const errors = watchErrors(page);
    await openDetailFromHome(page, '走れメロス');
    const [, , groupId, contentId] = (await pathOf(page)).split('/');
    expect(groupId).toMatch(/^[a-z0-9]{20,64}$/);
    expect(contentId).toMatch(/^[a-z0-9]{20,64}$/);
    expect(await page.$eval('[data-field="title"] dd', (e) => e.textContent)).toBe('走れメロス');
    expect(await page.$eval('[data-field="author"] dd', (e) => e.textContent)).toBe('太宰治');
    expect(await page.$eval('[data-testid="content-badge"]', (e) => e.className)).toContain(
      'recommend',
    );
    // Anonymous readers see no registered mark; the banner is hidden on detail pages.
    expect(await page.$('[data-testid="registered-mark"]')).toBeNull();
    const { cover, icon } = await page.$eval('.hd-detail__cover', (element) => {
      const rect = element.getBoundingClientRect();
      const bookmark = element.querySelector('[data-testid="favourite-bookmark"]');
      return {
        cover: Math.min(rect.width, rect.height),
        icon: bookmark?.getBoundingClientRect().width ?? 0,
      };
    });
    expect(icon).toBe(Math.min(45, Math.max(15, Math.round(cover * 0.08))));
    expect(icon).toBeGreaterThan(15);
    await screenshot(page, 'content-detail');

    // Guard 11: a malformed content id goes home.
    await page.goto(`${demo.server.base}/sakura/${groupId}/not-a-content-id`);
    await page.waitForFunction(() => location.pathname.replace(/\/$/, '') === '/sakura');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in for a favourite, then shows it in the favourites group and removes it there', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const errors = watchErrors(page);
    await openDetailFromHome(page, '人間失格');
    await page.click('.hd-detail__cover [data-testid="favourite-bookmark"]');
    await page.waitForSelector('[data-testid="login-dialog"]');
    await signIn(page, '[data-testid="login-dialog"]', sakuraReader.email, sakuraReader.password);
    // The toggle the reader asked for runs once the sign-in is done (spec §4).
    await page.waitForSelector('.hd-toast[data-key="api.addFavorite.success"]');
    await page.waitForSelector(
      '.hd-detail__cover [data-testid="favourite-bookmark"][aria-pressed="true"]',
    );
    await page.waitForSelector('[data-testid="registered-mark"]');

    await page.click('.hd-header__brand');
    const favourites = '[data-testid="group-row"][data-group-type="2"]';
    await waitForCards(page, 1, favourites);
    expect(await cardTitles(page, favourites)).toEqual(['人間失格']);
    // The same content elsewhere on the page shows as a favourite too.
    const marks = await page.$$eval(
      `xpath/.//article[.//h3/a[text()="人間失格"]]//button[@data-testid="favourite-bookmark"]`,
      (buttons) => buttons.map((button) => button.getAttribute('aria-pressed')),
    );
    expect(marks.length).toBeGreaterThan(1);
    expect(new Set(marks)).toEqual(new Set(['true']));
    await screenshot(page, 'content-favourites-group');

    await page.click(`${favourites} [data-testid="favourite-bookmark"]`);
    await page.waitForSelector('.hd-toast[data-key="api.removeFavorite.success"]');
    await page.waitForFunction(
      (selector) =>
        document.querySelectorAll(`${selector} [data-testid="content-card"]`).length === 0,
      {},
      favourites,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the viewer in a new tab for a signed-in reader', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    await openDetailFromHome(page, '門');
    const [, , groupId, contentId] = (await pathOf(page)).split('/');
    const opened = new Promise<string>((resolve) =>
      context.once('targetcreated', (target) => resolve(target.url())),
    );
    await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
    const url = await opened;
    const viewer = new URL(url.startsWith('http') ? url : `${demo.server.base}${url}`);
    expect(viewer.pathname).toBe(`/sakura/view-online/${contentId}/${groupId}`);
    await context.close();
  });
});
