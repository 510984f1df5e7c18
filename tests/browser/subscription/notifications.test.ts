import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';

const demo = useDemoBrowser();

/** The signed-in reader's own v1 call from the page (its session cookie), answering `data`. */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async (m, p, b) => {
      const url = `/api/v1${p}${p.includes('?') ? '&' : '?'}path=sakura`;
      const response = await fetch(url, {
        method: m,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: b === null ? undefined : JSON.stringify(b),
      });
      return (await response.json()).data;
    },
    method,
    path,
    body ?? null,
  );
}

describe('/notifications', () => {
  it('lists a paid order’s notification as unread, opens it and counts it read', async () => {
    const admin = await sakuraAdmin(demo.server);
    const choices = (await admin.call('GET', '/plans/content-groups')) as unknown as {
      id: string;
    }[];
    const plan = await admin.call('POST', '/plans', {
      name: 'Notified monthly',
      price: 1000,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [choices[0].id],
      isPublished: true,
    });

    const page = await (await demo.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const base = `${demo.server.base}/sakura`;
    await page.goto(`${base}/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);

    // Bought through the same calls the order pages make.
    const registered = await call(page, 'POST', '/subscription-plan/user/register', {
      subscription_plan_id: plan.id,
    });
    const token = await page.evaluate(async () => {
      const response = await fetch('/sandbox-gateway/v1/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          card_number: '4242424242424242',
          card_expire: '12/34',
          security_code: '123',
        }),
      });
      return (await response.json()).token as string;
    });
    const confirmed = await call(page, 'POST', '/veritrans/confirm-order', {
      order_id: registered.order.id,
      token,
    });
    expect(confirmed.result).toBe('OK');

    await page.click('.hd-account__toggle');
    await page.click('.hd-account__menu a[href$="/notifications"]');
    const item = await page.waitForSelector(
      '.hd-notification[data-notification="payment-succeeded"]',
    );
    expect(
      await page.$eval('.hd-notifications__unread', (e) => e.getAttribute('data-unread')),
    ).toBe('1');
    expect(await item?.evaluate((e) => e.className)).toContain('hd-notification--unread');
    expect(await item?.evaluate((e) => e.textContent)).toContain('Notified monthly');
    await screenshot(page, 'notifications-unread');
    await page.click('.hd-notification__summary');
    await page.waitForSelector('.hd-notification__content');
    await page.waitForFunction(
      () =>
        document.querySelector('.hd-notifications__unread')?.getAttribute('data-unread') === '0',
    );
    expect(await page.$eval('.hd-notification__content', (e) => e.textContent)).toContain('1,100');
    await screenshot(page, 'notifications-read');
    await page.browserContext().close();
  });
});
