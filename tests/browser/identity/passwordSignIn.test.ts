import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { pathOf, sakuraReader, signIn, waitForAccount } from './support';

const demo = useDemoBrowser();

describe('password sign-in in the path tenant', () => {
  it('refuses a wrong password with the catalogue message and stays on /login', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${demo.server.base}/sakura/login`);
    await page.waitForSelector('.hd-login__form button[type="submit"]');
    await page.click('.hd-login__form button[type="submit"]');
    const required = await page.$$eval('.hd-field-error', (nodes) => nodes.length);
    expect(required).toBe(2);

    await signIn(page, '.hd-login', sakuraReader.email, 'not-the-password');
    await page.waitForSelector('.hd-toast[data-key="api.error.421"]');
    expect(await pathOf(page)).toBe('/sakura/login');
    await context.close();
  });

  it('signs in, applies the language, survives a reload and logs out', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'en-US' });
    await page.evaluateOnNewDocument(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
    });
    await page.goto(`${demo.server.base}/sakura/login`);
    await page.waitForSelector('.hd-login__form');
    expect(await page.$eval('html', (html) => html.lang)).toBe('en');

    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    expect(await pathOf(page)).toMatch(/^\/sakura\/?$/);
    // The reader's own language (ja) replaces the browser's.
    expect(await page.$eval('html', (html) => html.lang)).toBe('ja');
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'hd_sakura');
    expect(session?.httpOnly).toBe(true);

    await page.reload();
    await waitForAccount(page, sakuraReader.fullName);

    await page.click('.hd-account__toggle');
    const items = await page.$$eval('.hd-account__item', (nodes) =>
      nodes.map((n) => n.textContent),
    );
    // Profile, Subscription, Notifications, Payment history and Logout.
    expect(items).toHaveLength(5);
    // An outside click closes the menu.
    await page.click('main');
    await page.waitForFunction(() => !document.querySelector('.hd-account__menu'));

    await page.click('.hd-account__toggle');
    await page.click('.hd-account__menu li:last-child .hd-account__item');
    await page.waitForFunction(() => location.pathname === '/sakura/login');
    expect(await page.$eval('html', (html) => html.lang)).toBe('en');
    expect((await context.cookies()).some((c) => c.name === 'hd_sakura')).toBe(false);

    await page.goto(`${demo.server.base}/sakura/`);
    await page.waitForSelector('.hd-header__login');
    await screenshot(page, 'identity-after-logout');
    await context.close();
  });
});
