import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const artifactsDir = join(import.meta.dirname, '..', '..', 'artifacts');

/**
 * Debian's Chromium, headless, with the flags this closed network needs; `args` adds more
 * (`--host-resolver-rules` to put several real-looking host names on this machine).
 */
export async function launchChromium({ args = [] }: { args?: string[] } = {}): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...args,
    ],
  });
  return untilAppStarts(browser);
}

const scriptless = new WeakSet<Page>();

/** `goto` and `reload` on `page` do not wait for the app: the test keeps scripts from running. */
export function withoutApp(page: Page): Page {
  scriptless.add(page);
  return page;
}

/**
 * A reader page first shows the markup the server painted (`#root[data-first-paint]`), which
 * the app replaces a moment later: a click or keystroke in between would be lost. `goto` and
 * `reload` on pages of this browser resolve once the app has taken over, as they did when the
 * server sent an empty root.
 */
function untilAppStarts(browser: Browser): Browser {
  const patch = (page: Page): Page => {
    const settle = async () => {
      if (scriptless.has(page)) return;
      await page
        .waitForFunction(() => !document.querySelector('#root[data-first-paint]'), {
          timeout: 30_000,
        })
        .catch(() => undefined); // a page that navigated away or closed: nothing to wait for
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await settle();
      return response;
    }) as Page['goto'];
    page.reload = (async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await settle();
      return response;
    }) as Page['reload'];
    return page;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (async (...args: Parameters<Browser['newPage']>) =>
    patch(await newPage(...args))) as Browser['newPage'];
  const createContext = browser.createBrowserContext.bind(browser);
  browser.createBrowserContext = (async (...args: Parameters<Browser['createBrowserContext']>) => {
    const context = await createContext(...args);
    const contextPage = context.newPage.bind(context);
    context.newPage = (async () => patch(await contextPage())) as typeof context.newPage;
    return context;
  }) as Browser['createBrowserContext'];
  return browser;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
