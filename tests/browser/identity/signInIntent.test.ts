import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { pathOf, sakuraReader, signIn, waitForAccount } from './support';

const demo = useDemoBrowser();

describe('sign-in remembers what the reader wanted', () => {
  it('returns to a guarded page after signing in (guards 4 and 9)', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${demo.server.base}/sakura/profile`);
    await page.waitForFunction(() => location.pathname === '/sakura/login');

    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await page.waitForFunction(() => location.pathname === '/sakura/profile');
    await page.waitForSelector('#hd-profile-name');
    expect(await page.$eval('#hd-profile-name', (input) => (input as HTMLInputElement).value)).toBe(
      sakuraReader.fullName,
    );
    await context.close();
  });

  it('opens the login dialog from the header and stays on the page', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${demo.server.base}/sakura/search`);
    await page.waitForSelector('.hd-header__login');
    await page.click('.hd-header__login');
    await page.waitForSelector('[data-testid="login-dialog"]');
    await signIn(page, '[data-testid="login-dialog"]', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    expect(await page.$('[data-testid="login-dialog"]')).toBeNull();
    expect(await pathOf(page)).toBe('/sakura/search');
    await context.close();
  });

  it('replays an action interrupted by an expired session once the reader signs in again', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    await page.goto(`${demo.server.base}/sakura/profile`);
    await page.waitForSelector('#hd-profile-name');

    // The session ends behind the page's back (as when it expires or is revoked elsewhere).
    await page.evaluate(() => fetch('/api/v1/auth/logout?path=sakura'));
    await setFieldValue(page, '#hd-profile-name', 'Renamed Reader');
    await page.click('.hd-profile__section button[type="submit"]');

    await page.waitForSelector('[data-testid="login-dialog"]');
    expect(await pathOf(page)).toBe('/sakura/profile');
    await screenshot(page, 'identity-reauthorise-dialog');
    await signIn(page, '[data-testid="login-dialog"]', sakuraReader.email, sakuraReader.password);
    await page.waitForSelector('.hd-toast[data-key="api.update.200"]');
    await waitForAccount(page, 'Renamed Reader');
    const saved = await page.evaluate(async () => {
      const info = await (await fetch('/api/v1/auth/info?path=sakura')).json();
      return info.data.name as string;
    });
    expect(saved).toBe('Renamed Reader');
    await context.close();
  });
});
