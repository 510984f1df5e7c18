import type { Page } from 'puppeteer-core';
import type { DemoServer } from '../support/server';
import { sakuraAdmin } from '../identity/support';

export { pathOf, sakuraReader, signIn, waitForAccount } from '../identity/support';

/** The sakura company admin, changing one settings kind the way the console does. */
export async function adminOf(server: DemoServer) {
  const admin = await sakuraAdmin(server);
  return {
    call: admin.call,
    async patchSettings(kind: string, patch: Record<string, unknown>) {
      const current = await admin.call('GET', `/settings/${kind}`);
      const data = (current.data ?? {}) as Record<string, unknown>;
      await admin.call('PUT', `/settings/${kind}`, { data: { ...data, ...patch } });
    },
  };
}

/** The titles of the content cards on the page (or inside `scope`), in order. */
export async function cardTitles(page: Page, scope = 'body'): Promise<string[]> {
  return page.$$eval(`${scope} [data-testid="content-card"] .hd-card__title a`, (links) =>
    links.map((link) => link.textContent ?? ''),
  );
}

/** Waits until at least `count` cards show inside `scope`. */
export async function waitForCards(page: Page, count: number, scope = 'body') {
  await page.waitForFunction(
    (selector, expected) => document.querySelectorAll(selector).length >= expected,
    {},
    `${scope} [data-testid="content-card"]`,
    count,
  );
}

/**
 * The card titles inside `scope` once at least `count` show, read in the same step as the wait:
 * a route change can keep the old page's cards on screen while the new one loads, and a
 * separate read after the wait then found none.
 */
export async function cardTitlesOnceShown(page: Page, count: number, scope: string) {
  const titles = await page.waitForFunction(
    (selector, expected) => {
      const links = document.querySelectorAll(selector);
      return links.length >= expected && Array.from(links, (link) => link.textContent ?? '');
    },
    {},
    `${scope} [data-testid="content-card"] .hd-card__title a`,
    count,
  );
  return (await titles.jsonValue()) as string[];
}

/** Fails the test on any uncaught page error, so a crash is not mistaken for a slow page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
