import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { artifactsDir } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { demoReaders } from '../../../server/src/demo/readers';
import { navigablePdf } from '../../support/pdfs';
import { signIn, waitForAccount } from '../identity/support';
import { attachPdf, pageCanvas } from '../viewer/support';
import { landOn, routeRows, type Landing } from './routeRows';
import { readerTenants, type ReaderTenant, tenantIds, type TenantIds } from './tenants';

/**
 * axe-core (WCAG 2.x A and AA) on every page of spec 000 §2's route table, in both demo
 * tenants, signed out, and signed in where the landing differs, at 1280 px; and on sakura's
 * viewer with each of its panels open: outline, thumbnails, the search bar and its hit list,
 * the keyboard help and print progress. Addresses that land on a page already judged (the
 * login page, home, a detail page) are judged once. One browser; one context per tenant and
 * session; the 375 px pages are accessibility.test.ts's.
 * axe judges everything a page loads, so each page is judged once the network is quiet.
 */
const demo = useDemoBrowser();

type Session = 'anonymous' | 'signedIn';

async function open(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  // axe is injected as a script; the reader's CSP rightly refuses inline scripts.
  await page.setBypassCSP(true);
  return { context, page };
}

/**
 * Each distinct page the route table lands on, per session, with the first route to it: a
 * landing is known by what it shows (the login page, home, a detail page …), and a signed-in
 * reader visits only the rows whose landing differs for them.
 */
function landings(tenant: ReaderTenant, ids: TenantIds) {
  const seen = new Map<string, { session: Session; route: string; landing: Landing }>();
  for (const row of Object.values(routeRows)) {
    const route = row.route(ids);
    for (const [session, landing] of [
      ['anonymous', row.anonymous(tenant)],
      ['signedIn', row.signedIn?.(tenant)],
    ] as const) {
      const key = `${session} ${landing?.shows}`;
      if (landing && !seen.has(key)) seen.set(key, { session, route, landing });
    }
  }
  return [...seen.values()];
}

/** The window as axe judged it (a full-page capture costs a second a page here). */
async function capture(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
}

describe.each(readerTenants)('axe on every route of $name', (tenant) => {
  let ids: TenantIds;
  const sessions = {} as Record<Session, { context: BrowserContext; page: Page }>;

  beforeAll(async () => {
    sessions.anonymous = await open();
    ids = await tenantIds(sessions.anonymous.page, tenant.url(demo.server, '/'));
    sessions.signedIn = await open();
    const page = sessions.signedIn.page;
    const reader = demoReaders.find((candidate) => candidate.email.includes(tenant.name))!;
    await page.goto(tenant.url(demo.server, '/login'));
    await signIn(page, '.hd-login', reader.email, reader.password);
    await waitForAccount(page, reader.fullName);
  });

  afterAll(async () => {
    await sessions.anonymous?.context.close();
    await sessions.signedIn?.context.close();
  });

  it('has no WCAG A or AA violation on any page the routes land on', async () => {
    const found: string[] = [];
    for (const { session, route, landing } of landings(tenant, ids)) {
      const { page } = sessions[session];
      await landOn(demo.server, page, tenant, route, landing);
      await page.waitForNetworkIdle({ idleTime: 200, timeout: 10_000 });
      const name = `${session} ${route}`;
      await capture(page, `axe-${tenant.name}-${name.replace(/[^a-z0-9]+/gi, '_')}`);
      for (const violation of await axeViolations(page)) found.push(`${name}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
});

describe('axe on the viewer with each panel open', () => {
  it('has no WCAG A or AA violation in sakura’s viewer (1280 px)', async () => {
    const sakura = readerTenants[0];
    const { context, page } = await open();
    const ids = await tenantIds(page, sakura.url(demo.server, '/'));
    await attachPdf(demo.server, ids.contentId, await navigablePdf(`${demo.server.base}/`), {
      print: 1,
    });
    const reader = demoReaders[0];
    await page.goto(sakura.url(demo.server, '/login'));
    await signIn(page, '.hd-login', reader.email, reader.password);
    await waitForAccount(page, reader.fullName);
    await page.goto(sakura.url(demo.server, `/view-online/${ids.contentId}/${ids.groupId}`));
    await pageCanvas(page, 1);
    const found: string[] = [];
    const judge = async (state: string) => {
      await capture(page, `axe-viewer-${state}`);
      for (const violation of await axeViolations(page)) found.push(`${state}: ${violation}`);
    };
    await judge('pages');

    await page.click('[data-testid="viewer-contents"]');
    await page.waitForSelector('[data-testid="viewer-outline-entry"]');
    await judge('outline');
    await page.click('[data-testid="viewer-pages-panel"]');
    await page.waitForSelector('[data-testid="viewer-thumbnails"] canvas[data-rendered="true"]');
    await judge('thumbnails');
    await page.click('[data-testid="viewer-pages-panel"]');

    await page.click('[data-testid="viewer-search"]');
    await page.type('[data-testid="viewer-search"]', 'reading room');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="viewer-hit-current"]', { timeout: 10_000 });
    await judge('search-bar');
    await page.click('[data-testid="viewer-search-results"]');
    await page.waitForSelector('[data-testid="viewer-search-entry"]');
    await judge('search-hits');
    await page.click('[data-testid="viewer-search-results"]');

    await page.click('[data-testid="viewer-page-count"]');
    await page.keyboard.press('?');
    await page.waitForSelector('[data-testid="viewer-keys"]');
    await judge('keyboard-help');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="viewer-keys"]', { hidden: true });

    // Print progress: the server's authorisation is held back so the progress stays shown.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.setRequestInterception(true);
    const held: HTTPRequest[] = [];
    page.on('request', (request) => {
      const isPrint =
        request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/print');
      if (isPrint) held.push(request);
      else void request.continue();
    });
    await page.click('[data-testid="viewer-print"]');
    await page.waitForSelector('[data-testid="viewer-print-progress"]');
    await judge('print-progress');
    await page.click('[data-testid="viewer-print-cancel"]');
    for (const request of held) await request.abort();

    expect(found).toEqual([]);
    await context.close();
  });
});
