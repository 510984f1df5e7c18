import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { demoReaders } from '../../../server/src/demo/readers';
import { signIn, waitForAccount } from '../identity/support';
import { landOn, pathPattern, routeRows } from './routeRows';
import { readerTenants, tenantIds, type TenantIds } from './tenants';

/**
 * Spec 000 §2's route table, row by row, in path mode (sakura) and domain mode (aozora, by
 * host name), anonymous and signed in: where each address lands and what it shows. One
 * browser, one context per tenant and session kind, pages reused (it must fit a CI run).
 */
const demo = useDemoBrowser();

describe.each(readerTenants)('spec §2 routes of $name ($mode mode)', (tenant) => {
  let ids: TenantIds;
  let anonymous: { context: BrowserContext; page: Page };
  let signedIn: { context: BrowserContext; page: Page };

  async function open() {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    return { context, page };
  }

  beforeAll(async () => {
    anonymous = await open();
    ids = await tenantIds(anonymous.page, tenant.url(demo.server, '/'));
    signedIn = await open();
    const reader = demoReaders.find((candidate) => candidate.email.includes(tenant.name))!;
    await signedIn.page.goto(tenant.url(demo.server, '/login'));
    await signIn(signedIn.page, '.hd-login', reader.email, reader.password);
    await waitForAccount(signedIn.page, reader.fullName);
  });

  afterAll(async () => {
    await anonymous?.context.close();
    await signedIn?.context.close();
  });

  it.each(Object.entries(routeRows))('%s', async (name, row) => {
    const route = row.route(ids);
    const slug = `routes-${tenant.name}-${name.replace(/[^a-z0-9]+/gi, '_')}`;
    const expected = row.anonymous(tenant);
    const anon = await landOn(demo.server, anonymous.page, tenant, route, expected);
    await screenshot(anonymous.page, `${slug}-anonymous`);
    expect(anon, `anonymous ${route}`).toMatch(pathPattern(expected.path));
    if (row.signedIn === null) return;

    const landing = (row.signedIn ?? row.anonymous)(tenant);
    const member = await landOn(demo.server, signedIn.page, tenant, route, landing);
    await screenshot(signedIn.page, `${slug}-signed-in`);
    expect(member, `signed in ${route}`).toMatch(pathPattern(landing.path));
  });
});
