import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { apiFrom, consolePage, menuPaths } from './support';

const demo = useDemoBrowser();

const tenantMenus = ['/admin/users', '/admin/user-groups', '/admin/ip-groups', '/admin/imports'];

describe('the console menu follows the role', () => {
  let sakura: Page;

  beforeAll(async () => {
    sakura = await consolePage(demo.browser, demo.server, 'sakura');
  });

  it('shows a company admin their users, groups, IP groups, imports and settings only', async () => {
    await sakura.waitForSelector('a[href="/admin/users"]');
    const paths = await menuPaths(sakura);
    expect(paths).toEqual(expect.arrayContaining(tenantMenus));
    expect(paths).toContain('/admin/settings/header');
    expect(paths).not.toContain('/admin/companies');
    expect(await sakura.$('[data-testid="tenant-selector"]')).toBeNull();
    await screenshot(sakura, 'console-company-admin-menu');

    // Menu links stay inside the console (its router lives under /admin).
    await sakura.click('a[href="/admin/settings/header"]');
    await sakura.waitForSelector('#root_backgroundColor');
    expect(new URL(sakura.url()).pathname).toBe('/admin/settings/header');
  });

  it("refuses a company admin another tenant's data, by screen and by API", async () => {
    const aozora = await consolePage(demo.browser, demo.server, 'aozora');
    const theirs = JSON.parse((await apiFrom(aozora, '/api/admin/users')).body) as {
      id: string;
      companyId: string;
    }[];
    expect(theirs.length).toBeGreaterThan(0);
    await aozora.browserContext().close();

    const refused = sakura.waitForResponse((response) =>
      response.url().includes(`/api/admin/users/${theirs[0].id}`),
    );
    await sakura.goto(`${demo.server.base}/admin/users/${theirs[0].id}`);
    expect((await refused).status()).toBe(404);
    expect(await sakura.$('#root_email')).toBeNull();

    const asked = await apiFrom(sakura, `/api/admin/users?companyId=${theirs[0].companyId}`);
    expect(asked.status).toBe(403);

    await sakura.goto(`${demo.server.base}/admin/companies`);
    await sakura.waitForFunction(() => /access denied|権限/i.test(document.body.innerText));
    expect(await sakura.$('a[href^="/admin/companies/"]')).toBeNull();
    expect(await sakura.evaluate(() => document.body.innerText)).toMatch(/access denied|権限/i);
  });

  it('shows a system admin the companies and the tenant selector', async () => {
    const system = await consolePage(demo.browser, demo.server, 'system');
    await system.waitForSelector('[data-testid="tenant-selector"]');
    const paths = await menuPaths(system);
    expect(paths).toContain('/admin/companies');
    expect(paths).toEqual(expect.arrayContaining(tenantMenus));
    await screenshot(system, 'console-system-admin-menu');
    await system.browserContext().close();
  });
});
