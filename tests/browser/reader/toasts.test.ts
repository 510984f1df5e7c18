import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import { sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';
import { waitForPath } from './support';

// Google "configured" at an address where nothing listens: a provider that does not answer.
const demo = useDemoBrowser({ oidcIssuers: { google: 'http://127.0.0.1:9/' } });

async function newPage() {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return { context, page };
}

/** Where a toast sits and what it shows. */
async function toastOf(page: Page, key: string) {
  const toast = await page.waitForSelector(`.hd-toast[data-key="${key}"]`, { timeout: 5000 });
  return toast!.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      corner: element.parentElement?.className ?? '',
      level: element.getAttribute('data-level'),
      icon: element.querySelector('.hd-toast__icon')?.textContent ?? '',
      right: window.innerWidth - box.right,
      bottom: window.innerHeight - box.bottom,
      centre: Math.abs(box.left + box.width / 2 - window.innerWidth / 2),
      top: box.top,
    };
  });
}

const gone = (page: Page, key: string) =>
  page.waitForFunction((k) => !document.querySelector(`.hd-toast[data-key="${k}"]`), {}, key);

describe('toasts', () => {
  it('shows errors 5 s at the bottom right with an icon, and clears the #error= fragment', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/login#error=access_denied`);
    const started = Date.now();
    const toast = await toastOf(page, 'toast.error.loginFailed');
    expect(toast.corner).toContain('hd-toasts--bottomRight');
    expect(toast.level).toBe('error');
    expect(toast.icon).not.toBe('');
    expect(toast.right).toBeLessThan(40);
    expect(toast.bottom).toBeLessThan(40);
    expect(new URL(page.url()).hash).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 3500 - (Date.now() - started)));
    expect(await page.$('.hd-toast[data-key="toast.error.loginFailed"]')).not.toBeNull();
    await gone(page, 'toast.error.loginFailed');
    expect(Date.now() - started).toBeLessThan(7000);
    await context.close();
  });

  it('shows success 3 s at the top centre, and none survives logout into the login page', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    await page.goto(`${demo.server.base}/sakura/profile`);
    await page.waitForSelector('.hd-profile__section button[type="submit"]');
    await page.click('.hd-profile__section button[type="submit"]');
    const toast = await toastOf(page, 'api.update.200');
    expect(toast.corner).toContain('hd-toasts--top');
    expect(toast.level).toBe('success');
    expect(toast.icon).not.toBe('');
    expect(toast.centre).toBeLessThan(20);
    expect(toast.top).toBeLessThan(40);

    await page.click('.hd-account__toggle');
    await page.click('.hd-account__menu li:last-child button');
    await waitForPath(page, '/sakura/login');
    expect(await page.$('.hd-toast')).toBeNull();
    await context.close();
  });

  it('says the IP address is not registered when no group matches it', async () => {
    const admin = await sakuraAdmin(demo.server);
    await admin.updateCompanySettings({ loginByIpAddress: true });
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/login`);
    await page.waitForSelector('.hd-login .hd-login__provider--ip');
    await page.click('.hd-login .hd-login__provider--ip');
    const toast = await toastOf(page, 'toast.error.ipNoMatch');
    expect(toast.level).toBe('error');
    expect(await page.$('.hd-toast[data-key="api.error.421"]')).toBeNull();
    await admin.updateCompanySettings({ loginByIpAddress: false });
    await context.close();
  });

  it('tells the reader when the sign-in provider does not answer', async () => {
    const admin = await sakuraAdmin(demo.server);
    await admin.updateCompanySettings({
      googleOption: 'LOGIN',
      googleClientId: 'sakura-google',
      googleClientSecret: 'sakura-google-secret',
    });
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/login?google=true`);
    await toastOf(page, 'toast.error.providerUnavailable');
    expect(new URL(page.url()).pathname).toBe('/sakura/login');
    await context.close();
  });
});
