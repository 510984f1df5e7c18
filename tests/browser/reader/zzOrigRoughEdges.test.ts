import type { HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../../reader/src/i18n/en';
import { ja } from '../../../reader/src/i18n/ja';
import { useDemoBrowser } from '../support/zzOrigDemoBrowser';
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
    await page.goto(`http://aozora.localhost:${demo.server.port}/search?v.keyword=a`, {
      waitUntil: 'networkidle0',
    });
    await page.waitForSelector('.hd-header__login');
    expect(await linesOf(page, '.hd-header__login')).toBe(1);
    await page.waitForSelector('.hd-sort label');
    expect(await linesOf(page, '.hd-sort label')).toBe(1);
    await context.close();
  });

  it('labels an e-mail-only tenant’s field as an e-mail address', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/login`, { waitUntil: 'networkidle0' });
    const label = await page.$eval('.hd-login__form label', (element) => element.textContent);
    expect([en.login.emailOnly, ja.login.emailOnly]).toContain(label);
    await context.close();
  });

  it('says that nothing matched, not that the library is empty', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/search?v.keyword=zzqqxxnothing`, {
      waitUntil: 'networkidle0',
    });
    const status = await page.waitForSelector('.hd-paged__status');
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
    await page.goto(`${demo.server.base}/sakura/login`, { waitUntil: 'networkidle0' });
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
    const searches: string[] = [];
    page.on('request', (request: HTTPRequest) => {
      if (/\/api\/v1\/content\/(public\/)?(full-text-)?search/.test(request.url())) {
        searches.push(request.url());
      }
    });
    await page.goto(home(demo.server.port), { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname.endsWith('/search'));
    expect(searches, searches.join('\n')).toHaveLength(1);
    await call('PUT', '/settings/layout', { data });
    await context.close();
  });
});
