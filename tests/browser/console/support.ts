import type { Page } from 'puppeteer-core';
import type { TestBrowser } from '../support/chromium';
import type { DemoServer } from '../support/server';
import { staffSessionCookies } from '../support/staffSession';

export const admins = {
  system: { email: 'admin@hondana.example', password: 'hondana-admin' },
  sakura: { email: 'admin@sakura.example', password: 'sakura-admin' },
  aozora: { email: 'admin@aozora.example', password: 'aozora-admin' },
} as const;

/**
 * A fresh browser context (own cookies) signed in to the console as `who`, in `language`
 * (English by default: it keeps the assertions readable), open at `at` (the dashboard unless
 * given; null leaves it blank, for a test that sizes the window first).
 */
export function consolePage(
  browser: TestBrowser,
  server: DemoServer,
  who: keyof typeof admins,
  language: 'en' | 'ja' = 'en',
  at: string | null = '/admin/',
): Promise<Page> {
  return signedInConsole(browser, server, admins[who], language, at);
}

/**
 * A fresh browser context signed in to the console with any staff account's credentials, open
 * at `at`. The sign-in goes through the console's endpoint from here and the page starts with
 * its cookies: one load of the console instead of the login page, the dashboard after it and
 * then the page wanted (about 2-3 s of Chromium's CPU each time; the form itself is walked by
 * the sign-in tests: staff, content, consoleIsolation, guards).
 */
export async function signedInConsole(
  browser: TestBrowser,
  server: DemoServer,
  credentials: { email: string; password: string },
  language: 'en' | 'ja' = 'en',
  at: string | null = '/admin/',
): Promise<Page> {
  const cookies = await staffSessionCookies(server, credentials.email, credentials.password);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Leaving a form with unsaved changes asks first (beforeunload); a test that navigates on
  // leaves, as an admin who meant to would, instead of waiting on a dialog nobody answers.
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });
  await page.setViewport({ width: 1440, height: 1000 });
  // The console picks its language from the browser.
  const languages = language === 'en' ? ['en-US', 'en'] : ['ja-JP', 'ja'];
  await page.evaluateOnNewDocument((list: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
  }, languages);
  const domain = new URL(server.base).hostname;
  await context.setCookie(
    ...cookies.map(([name, value]) => ({
      ...{ name, value, domain, path: '/' },
      ...{ httpOnly: true, sameSite: 'Strict' as const },
    })),
  );
  if (at !== null) await page.goto(`${server.base}${at}`);
  return page;
}

/** Paths of the sidebar's links, e.g. `/admin/users`. */
export async function menuPaths(page: Page): Promise<string[]> {
  await page.waitForSelector('.RaSidebar-fixed a, .RaMenu-open a, [class*="RaMenu"] a');
  return page.$$eval('[class*="RaMenu"] a', (links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
}

/** An admin API call with the console session of `page` (same origin, cookie included). */
export function apiFrom(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, body: await response.text() };
  }, path);
}

/** Presses Save on a settings form and answers the status of the PUT it sends. */
export async function saveSettings(page: Page, kind: string): Promise<number> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes(`/api/admin/settings/${kind}`),
  );
  await page.click('[data-testid="save-button"]');
  return (await saved).status();
}

/**
 * Goes to `path` the way a menu click does (no bundle reload per page), then waits until what
 * the page loads is in: the network quiet for a moment and react-admin's loaders gone. For
 * walks that judge a whole page (its text, axe) without waiting for full network idleness.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((next) => location.pathname === next, {}, path);
  await settled(page);
}

/** The network quiet for 300 ms (polling pages never are: 4 s at most) and no loader left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 4000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.RaLoading-root, [role="progressbar"]'), {
      timeout: 15000,
    })
    .catch(() => undefined);
}
