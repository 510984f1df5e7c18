import type { HTTPRequest } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { BilingualText } from '@hondana/schemas';
import { textIn } from '@hondana/schemas/texts';
import { demoTenants } from '../../server/src/demo/tenants';
import { screenshot } from './support/chromium';
import { useDemoBrowser } from './support/demoBrowser';
import { backgroundOf, rgb } from './support/forms';

const [sakura, aozora] = demoTenants;
const demo = useDemoBrowser();

describe('the reader paints its tenant on first paint', () => {
  it.each([
    ['sakura (path mode)', () => `${demo.server.base}/sakura/`, sakura],
    ['aozora (domain mode)', () => `http://aozora.localhost:${demo.server.port}/`, aozora],
  ])('%s', async (name, url, tenant) => {
    const page = await demo.browser.newPage();
    // The brand is in the shell: no settings round trip (content lists do load, after paint).
    const settingsCalls: string[] = [];
    const settingsPaths = ['/api/v1/service-admin/public/view-settings', '/api/v1/company/public/'];
    page.on('request', (request: HTTPRequest) => {
      const { pathname } = new URL(request.url());
      if (settingsPaths.some((path) => pathname.startsWith(path))) settingsCalls.push(pathname);
    });
    // First paint: the server-rendered shell already carries the brand's colours.
    // Settings calls must not happen at all: judged once every request is answered (idle).
    const response = await page.goto(url(), { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      new RegExp(`--hd-header-bg:\\s*${tenant.settings.header.backgroundColor}`),
    );

    expect(await backgroundOf(page, '.hd-header')).toBe(
      rgb(String(tenant.settings.header.backgroundColor)),
    );
    // Headless Chromium speaks en-US: the reader shows the English title (spec §1).
    expect(await page.title()).toBe(
      textIn(tenant.settings.company.titlePage as BilingualText, 'en'),
    );
    expect(await page.$eval('.hd-header__logo', (el) => el.getAttribute('alt'))).toContain(
      tenant.company.name,
    );
    expect(settingsCalls).toEqual([]);
    await screenshot(page, `first-paint-${name.split(' ')[0]}`);
    await page.close();
  });

  it('shows the 404 page for an unknown tenant path', async () => {
    const page = await demo.browser.newPage();
    const response = await page.goto(`${demo.server.base}/no-such-tenant/`);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.body.innerText.includes('SO SORRY, PAGE NOT FOUND'));
    await screenshot(page, 'unknown-tenant-404');
    await page.close();
  });
});
