import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../api/account/support';
import { screenshot } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { useDemoBrowser } from '../support/demoBrowser';
import { apiFrom, consolePage, menuPaths, signedInConsole } from './support';

const demo = useDemoBrowser();

/** The set-password link of the newest mail in the demo server's outbox. */
function newestLink(): string {
  const mail = outbox(demo.server).at(-1);
  const match = mail && /http:\/\/\S+\/admin\/set-password\?token=[\w%-]+/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in ${mail?.text}`);
  return match[0];
}

/** A JSON call with the console session of `page`. */
function send(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async (m, url, json) => {
      const response = await fetch(url, {
        method: m,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: json,
      });
      return { status: response.status, body: await response.json() };
    },
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
  );
}

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describe('a company admin creates a service admin in the console', () => {
  it('invites them; they set a password, sign in by e-mail and see role 5 menus only', async () => {
    const sakura = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/staff/create`,
    );
    await setFieldValue(sakura, 'input[name="email"]', 'cashier@sakura.example');
    await setFieldValue(sakura, 'input[name="fullName"]', 'Sakura Cashier');
    const created = sakura.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/admin/staff'),
    );
    await sakura.click('button[type="submit"]');
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    await sakura.waitForFunction(() => location.pathname === '/admin/staff');
    // The row and its role label can arrive in separate renders (the role names load apart).
    await sakura.waitForFunction(
      () =>
        document.body.innerText.includes('cashier@sakura.example') &&
        document.body.innerText.includes('Service admin'),
    );
    await screenshot(sakura, 'console-staff-list');

    // The invitation leads to the console's set-password page.
    const invited = await demo.browser.createBrowserContext();
    const page = await invited.newPage();
    await page.goto(newestLink());
    await page.waitForSelector('input[name="password"]');
    await page.type('input[name="password"]', 'Cashier-pass1');
    await page.type('input[name="repeat"]', 'Cashier-pass1');
    await page.click('button[type="submit"]');
    // Signed in with the password just set: the console opens, no e-mail typed again.
    await page.waitForFunction(() => location.pathname === '/admin/');
    await screenshot(page, 'console-staff-set-password');
    await invited.close();

    const cashier = await signedInConsole(demo.browser, demo.server, {
      email: 'cashier@sakura.example',
      password: 'Cashier-pass1',
    });
    const paths = await menuPaths(cashier);
    expect([...paths].sort()).toEqual([
      '/admin/',
      '/admin/coupons',
      '/admin/discount-ordinals',
      '/admin/plans',
    ]);
    await screenshot(cashier, 'console-service-admin-menu');
    await cashier.goto(`${demo.server.base}/admin/users`);
    await cashier.waitForFunction(() => /access denied/i.test(document.body.innerText));
    expect(await bodyText(cashier)).toMatch(/access denied/i);
    expect((await apiFrom(cashier, '/api/admin/users')).status).toBe(403);
    expect((await apiFrom(cashier, '/api/admin/staff')).status).toBe(403);
    expect((await apiFrom(cashier, '/api/admin/plans')).status).toBe(200);
    await cashier.browserContext().close();
    await sakura.browserContext().close();
  });
});

describe('the company admin console', () => {
  it('signs in by e-mail, in English and in Japanese', async () => {
    for (const [language, label] of [
      ['en-US', 'E-mail'],
      ['ja-JP', 'メールアドレス'],
    ] as const) {
      const context = await demo.browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument(
        (list: string[]) => {
          Object.defineProperty(navigator, 'languages', { get: () => list });
        },
        [language],
      );
      await page.goto(`${demo.server.base}/admin/login`);
      const field = await page.waitForSelector('label[for="username"], form label');
      const text = await field!.evaluate((el) => el.textContent);
      expect(text).toContain(label);
      expect(await bodyText(page)).not.toMatch(/username|ユーザー名/i);
      await context.close();
    }
  });

  it("shows the tenant's name, address and an open-reader link on the dashboard", async () => {
    const sakura = await consolePage(demo.browser, demo.server, 'sakura');
    const card = await sakura.waitForSelector('[data-testid^="tenant-"]');
    const text = await card!.evaluate((el) => (el as HTMLElement).innerText);
    expect(text).toContain('Sakura Library');
    expect(text).toContain('/sakura/');
    const href = await card!.$eval('a[target="_blank"]', (a) => a.getAttribute('href'));
    expect(href).toBe('/sakura/');
    expect(text).toMatch(/open reader/i);
    await sakura.browserContext().close();
  });

  it('deletes after a confirmation, and shows the server refusing a group in use', async () => {
    const sakura = await consolePage(demo.browser, demo.server, 'sakura');
    const busy = await send(sakura, 'POST', '/api/admin/user-groups', { name: 'Busy group' });
    const empty = await send(sakura, 'POST', '/api/admin/user-groups', { name: 'Empty group' });
    const member = await send(sakura, 'POST', '/api/admin/users', {
      email: 'member@sakura.example',
      fullName: 'Member',
      password: 'Member-pass1',
      userGroupId: busy.body.id,
    });
    expect(member.status).toBe(201);

    const deleteFrom = async (id: string) => {
      await sakura.goto(`${demo.server.base}/admin/user-groups/${id}`);
      await sakura.waitForSelector('button[aria-label="Delete"]');
      await sakura.click('button[aria-label="Delete"]');
      const dialog = await sakura.waitForSelector('[role="dialog"]');
      expect(await dialog!.evaluate((el) => (el as HTMLElement).innerText)).toContain(
        'A group that still has members cannot be deleted.',
      );
      const answer = sakura.waitForResponse((r) => r.request().method() === 'DELETE');
      await sakura.click('[role="dialog"] button.ra-confirm');
      return (await answer).status();
    };

    expect(await deleteFrom(busy.body.id)).toBe(400);
    await sakura.waitForFunction(() =>
      document.body.innerText.includes('The user group is in use.'),
    );
    await screenshot(sakura, 'console-delete-refused');
    expect((await apiFrom(sakura, `/api/admin/user-groups/${busy.body.id}`)).status).toBe(200);

    expect(await deleteFrom(empty.body.id)).toBe(200);
    await sakura.waitForFunction(() => location.pathname === '/admin/user-groups');
    expect((await apiFrom(sakura, `/api/admin/user-groups/${empty.body.id}`)).status).toBe(404);
    await sakura.browserContext().close();
  });
});
