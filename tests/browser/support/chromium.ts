import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

export const artifactsDir = join(import.meta.dirname, '..', '..', 'artifacts');
// Pixel comparisons keep their captures here even when `npm test` skips the full-page
// screenshots, and Chromium does not create a missing folder: a clean clone has none.
mkdirSync(artifactsDir, { recursive: true });

/**
 * Chromium as one test file sees it: its pages live in browser contexts of its own (incognito:
 * own cookies and storage), so nothing of one file's sessions reaches another file.
 */
export interface TestBrowser {
  /** A page in the file's own context: its pages share cookies, as tabs of one window do. */
  newPage(): Promise<Page>;
  /** Another fresh context (own cookies); `close` closes it if the test did not. */
  createBrowserContext(): Promise<BrowserContext>;
  /** Closes the file's contexts, and the browser when the file launched one of its own. */
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, for one test file. Files share their worker's browser, launched
 * once (a launch and close cost a third of a second, more on a loaded machine), each in
 * contexts of its own. `args` adds launch flags (`--host-resolver-rules` to put several
 * real-looking host names on this machine): a browser-wide setting, so such a file gets a
 * browser of its own.
 */
export async function launchChromium({
  args = [],
}: { args?: string[] } = {}): Promise<TestBrowser> {
  if (args.length > 0) {
    const own = await launch(args);
    return forOneFile(own, () => own.close());
  }
  return forOneFile(await takeShared(), async () => releaseShared());
}

/**
 * The worker's browser, while files hold it. The next file of a worker takes it within a
 * second or two; one left unused for longer is closed, so that a caller outside the browser
 * tests (tests/support/pdfs.ts prints a PDF once per run) keeps no browser open. A worker's
 * last browser is killed by puppeteer when vitest ends the worker (SIGTERM) or it exits.
 */
const shared = {
  browser: undefined as Promise<Browser> | undefined,
  holders: 0,
  idle: undefined as NodeJS.Timeout | undefined,
};
const idleBeforeClose = 10_000;

async function takeShared(): Promise<Browser> {
  clearTimeout(shared.idle);
  if (!shared.browser) {
    const launched = launch([]);
    shared.browser = launched;
    const forget = () => {
      if (shared.browser === launched) shared.browser = undefined;
    };
    // A browser that failed to start or crashed is launched afresh for the next file.
    void launched.then((browser) => browser.once('disconnected', forget), forget);
  }
  const browser = await shared.browser;
  shared.holders += 1;
  return browser;
}

function releaseShared() {
  shared.holders -= 1;
  if (shared.holders > 0) return;
  shared.idle = setTimeout(() => {
    const unused = shared.browser;
    shared.browser = undefined;
    void unused?.then((browser) => browser.close()).catch(() => undefined);
  }, idleBeforeClose).unref();
}

function launch(args: string[]): Promise<Browser> {
  return puppeteer.launch({
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
}

function forOneFile(browser: Browser, closeBrowser: () => Promise<void>): TestBrowser {
  const contexts: BrowserContext[] = [];
  let own: Promise<BrowserContext> | undefined;
  const createBrowserContext = async () => {
    const context = untilAppStarts(await browser.createBrowserContext());
    contexts.push(context);
    return context;
  };
  return {
    async newPage() {
      own ??= createBrowserContext();
      return (await own).newPage();
    },
    createBrowserContext,
    async close() {
      await Promise.all(contexts.filter((context) => !context.closed).map((c) => c.close()));
      await closeBrowser();
    },
  };
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
 * `reload` on pages of this context resolve once the app has taken over, as they did when the
 * server sent an empty root.
 */
function untilAppStarts(context: BrowserContext): BrowserContext {
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
  const newPage = context.newPage.bind(context);
  context.newPage = (async (...args: Parameters<BrowserContext['newPage']>) =>
    patch(await newPage(...args))) as BrowserContext['newPage'];
  return context;
}

/**
 * A full-page screenshot kept for people in tests/artifacts; `npm test` skips them
 * (TEST_SCREENSHOTS=0, scripts/test.mjs) unless TEST_SCREENSHOTS=1 is set. Assertions never read
 * these files: pixel comparisons take their own captures.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(artifactsDir, `${name}.png`);
  if (process.env.TEST_SCREENSHOTS === '0') return path;
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path, fullPage: true });
  return path;
}
