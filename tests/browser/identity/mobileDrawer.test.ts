import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { ja } from '../../../reader/src/i18n/ja';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { pathOf, sakuraAdmin, sakuraReader, signIn, waitForAccount } from './support';

const demo = useDemoBrowser();

const DRAWER = '.hd-drawer:not([hidden])';

/** A phone-sized page (spec §9: under 768 px is mobile). */
async function phonePage(): Promise<Page> {
  const page = await (await demo.browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 375, height: 740 });
  return page;
}

async function openDrawer(page: Page) {
  await page.waitForSelector('.hd-header__menu');
  await page.click('.hd-header__menu');
  await page.waitForSelector(DRAWER);
}

/** The drawer's account entries: label and whether it carries its icon. */
async function accountEntries(page: Page) {
  return page.$$eval(`${DRAWER} .hd-drawer__account .hd-sidebar__item`, (items) =>
    items.map((item) => ({ label: item.textContent, hasIcon: !!item.querySelector('svg') })),
  );
}

describe('the mobile drawer at 375 px', () => {
  it('offers an anonymous visitor Login, which opens the login dialog', async () => {
    const page = await phonePage();
    await page.goto(`${demo.server.base}/sakura/`);
    await openDrawer(page);
    const entries = await accountEntries(page);
    expect(entries.map((entry) => entry.hasIcon)).toEqual([true]);
    await page.click(`${DRAWER} .hd-drawer__login`);
    await page.waitForSelector('.hd-drawer', { hidden: true });
    await page.waitForSelector('dialog.hd-modal[open] input[name="password"]');
    await page.browserContext().close();
  });

  it('shows the signed-in entries with icons and logs out from the drawer', async () => {
    const admin = await sakuraAdmin(demo.server);
    await admin.updateCompanySettings({ showSubscriptionStatus: true });
    const page = await phonePage();
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);

    await openDrawer(page);
    // The reader signs in with lang ja.
    expect(await accountEntries(page)).toEqual([
      { label: ja.nav.profile, hasIcon: true },
      { label: ja.nav.subscription, hasIcon: true },
      { label: ja.nav.paymentHistory, hasIcon: true },
      { label: ja.nav.logout, hasIcon: true },
    ]);
    await screenshot(page, 'identity-mobile-drawer');

    await page.click(`${DRAWER} .hd-drawer__logout`);
    await page.waitForSelector('.hd-login__form input[name="password"]');
    expect(await pathOf(page)).toBe('/sakura/login');
    const cookies = await page.browserContext().cookies();
    expect(cookies.find((cookie) => cookie.name === 'hd_sakura')).toBeUndefined();
    await page.browserContext().close();
    await admin.updateCompanySettings({ showSubscriptionStatus: false });
  });
});
