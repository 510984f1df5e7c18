import type { HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../../reader/src/i18n/en';
import { ja } from '../../../reader/src/i18n/ja';
import { useDemoBrowser } from '../support/demoBrowser';
import { sakuraReader, signIn } from '../identity/support';
import { adminApi } from './support';

const demo = useDemoBrowser();

async function newPage(width = 1280) {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  return { context, page };
}

/** How many lines an element's text takes. */
function linesOf(page: Page, selector: string) {
  return page.$eval(selector, (element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

describe('rough edges', () => {
  it('keeps "Log in" and "Sort order" on one line at 375 px', async () => {
    const { context, page } = await newPage(375);
    await page.goto(`http://aozora.localhost:${demo.server.port}/search?v.keyword=a`);
    await page.waitForSelector('.hd-header__login');
    expect(await linesOf(page, '.hd-header__login')).toBe(1);
    await page.waitForSelector('.hd-sort label');
    expect(await linesOf(page, '.hd-sort label')).toBe(1);
    await context.close();
  });

  it('labels an e-mail-only tenant’s field as an e-mail address', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/login`);
    const field = await page.waitForSelector('.hd-login__form label');
    const label = await field!.evaluate((element) => element.textContent);
    expect([en.login.emailOnly, ja.login.emailOnly]).toContain(label);
    await context.close();
  });

  it('says that nothing matched, not that the library is empty', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/search?v.keyword=zzqqxxnothing`);
    // The list says it is loaded (aria-busy) before its status is the answer's.
    const status = await page.waitForSelector(
      '[data-testid="paged-list"][aria-busy="false"] .hd-paged__status',
    );
    const text = await status!.evaluate((element) => element.textContent);
    expect([en.search.noResults, ja.search.noResults]).toContain(text);
    await context.close();
  });

  it('asks for no /favicon.ico when the tenant has no icon', async () => {
    const { context, page } = await newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    // What the test checks is every request of the page: all of them answered, none a 404.
    await page.goto(`${demo.server.base}/sakura/`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(missing).toEqual([]);
    await context.close();
  });

  it('leaves empty values out of the login payload', async () => {
    const { context, page } = await newPage();
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request: HTTPRequest) => {
      if (request.url().includes('/auth/login') && request.method() === 'POST') {
        bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
      }
    });
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await page.waitForSelector('.hd-account__toggle');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('domain');
    expect(bodies[0].path).toBe('sakura');
    await context.close();
  });

  it.each([
    ['sakura', (port: number) => `http://localhost:${port}/sakura/`],
    ['aozora', (port: number) => `http://aozora.localhost:${port}/`],
  ] as const)('sends one search request on / of a search-only tenant (%s)', async (name, home) => {
    const call = await adminApi(demo.server, `admin@${name}.example`, `${name}-admin`);
    const layout = await call('GET', '/settings/layout');
    const data = (layout.data ?? {}) as Record<string, unknown>;
    await call('PUT', '/settings/layout', { data: { ...data, layoutType: 'SEARCH' } });
    const { context, page } = await newPage();
    const searches: { url: string; page: number }[] = [];
    page.on('request', (request: HTTPRequest) => {
      const url = request.url();
      if (/\/api\/v1\/content\/(public\/)?(full-text-)?search/.test(url)) {
        searches.push({ url, page: pageOf(url, request.postData()) });
      }
    });
    // Counting requests: every one the page makes must have been sent (network idle).
    await page.goto(home(demo.server.port), { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname.endsWith('/search'));
    // Page 1 once, and no page twice. Page 2 may follow (scroll paging asks for it while the
    // first ten results, covers still loading, leave the list's end in view): that is paging,
    // not the redirect searching again.
    const pages = searches.map((search) => search.page);
    const seen = JSON.stringify(searches);
    expect(
      pages.filter((n) => n === 1),
      seen,
    ).toHaveLength(1);
    expect(new Set(pages).size, seen).toBe(pages.length);
    await call('PUT', '/settings/layout', { data });
    await context.close();
  });
});

/** The page a search asks for: in its query (box search) or its JSON body (full text). */
function pageOf(url: string, body: string | undefined): number {
  const inQuery = new URL(url).searchParams.get('page');
  if (inQuery) return Number(inQuery);
  return Number((JSON.parse(body ?? '{}') as { page?: unknown }).page ?? 1);
}
