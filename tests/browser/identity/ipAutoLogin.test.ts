import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { pathOf, sakuraAdmin, waitForAccount } from './support';

const GROUP = 'Campus library';
const demo = useDemoBrowser();

describe('automatic sign-in by IP address', () => {
  it('stays anonymous while the tenant does not allow it', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    // A request the page must not make: every one it makes has been sent (network idle).
    await page.goto(`${demo.server.base}/sakura/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.hd-header__login');
    expect(calls).not.toContain('/api/v1/auth/ip-address-auto-login');
    await context.close();
  });

  it('signs a visitor from a registered network in, without Profile, until they log out', async () => {
    const admin = await sakuraAdmin(demo.server);
    await admin.updateCompanySettings({ loginByIpAddress: true, autoLoginByIpAddress: true });
    await admin.call('POST', '/ip-groups', { name: GROUP, cidr: '127.0.0.1/32' });

    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${demo.server.base}/sakura/`);
    await waitForAccount(page, GROUP);
    await screenshot(page, 'identity-ip-auto-login');

    await page.click('.hd-account__toggle');
    const items = await page.$$eval('.hd-account__item', (nodes) =>
      nodes.map((n) => n.getAttribute('href')),
    );
    // roleLevel 4 has no Profile link (spec §2); Subscription, Notifications, Payment history
    // and Logout remain.
    expect(items).not.toContain('/sakura/profile');
    expect(items).toHaveLength(4);

    await page.click('.hd-account__menu li:last-child .hd-account__item');
    await page.waitForFunction(() => location.pathname === '/sakura/login');
    // The header offers Login while an automatic sign-in is on its way: judge once every
    // request of the page is answered (network idle) that none signed the reader back in.
    await page.goto(`${demo.server.base}/sakura/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.hd-header__login');
    expect(await pathOf(page)).toMatch(/^\/sakura\/?$/);

    // The IP button on the login page signs in again on request.
    await page.goto(`${demo.server.base}/sakura/login`);
    await page.waitForSelector('.hd-login__provider--ip');
    await page.click('.hd-login__provider--ip');
    await waitForAccount(page, GROUP);
    await context.close();
  });
});
