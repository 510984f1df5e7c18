import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../server/src/auth/sessions';
import { Role } from '../../../server/src/access/roles';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import type { DemoServer } from '../support/server';
import { sakuraAdmin } from '../identity/support';
import { audit } from './accessibility/audit';
import { consolePage } from './support';

// Issue 31, item 2: the operator filters the subscribers, opens a reader's profile, refunds a
// part of a payment there and sees it in the reader's payment history. The purchase is made
// over HTTP (the reader's checkout has its own browser tests); one console page load.

const demo = useDemoBrowser();

/** A sakura reader with a paid ¥1,000 monthly plan (¥1,100 with tax), bought with the sandbox. */
async function paidReader(server: DemoServer) {
  const admin = await sakuraAdmin(server);
  const groups = (await admin.call('GET', '/plans/content-groups')) as unknown as { id: string }[];
  const plan = await admin.call('POST', '/plans', {
    name: 'Refund monthly',
    price: 1000,
    duration: 1,
    durationType: 'MONTH',
    contentGroupIds: [groups[0].id],
    isPublished: true,
  });
  const email = `refund-${randomUUID().slice(0, 8)}@sakura.example`;
  const user = await admin.call('POST', '/users', {
    email,
    password: 'Refund-reader1',
    fullName: 'Hana Refund',
    lang: 'en',
  });
  const sessions = createSessionStore({
    db: server.db,
    clock: { now: () => new Date() },
    ttlSeconds: 3600,
  });
  const { token } = await sessions.create({
    id: String(user.id),
    email,
    fullName: 'Hana Refund',
    roleLevel: Role.USER,
    companyId: String(user.companyId),
  });
  const v1 = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.base}/api/v1${path}?path=sakura`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Access-Token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // The v1 envelope; the test reads the few fields it checks.
    return (await response.json()) as {
      data: Record<string, { id?: string; status?: string } & Record<string, unknown>>;
    };
  };
  const registered = await v1('POST', '/subscription-plan/user/register', {
    subscription_plan_id: plan.id,
  });
  const card = await fetch(`${server.base}/sandbox-gateway/v1/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      card_number: '4242424242424242',
      card_expire: '12/34',
      security_code: '123',
    }),
  });
  const paid = await v1('POST', '/veritrans/confirm-order', {
    order_id: registered.data.order?.id,
    token: ((await card.json()) as { token: string }).token,
  });
  expect(paid.data.subscription?.status).toBe('ACTIVE');
  return { userId: String(user.id), email, history: () => v1('GET', '/transaction/page') };
}

describe('subscribers in the console', () => {
  it('filters the list, opens a reader’s profile and refunds a part of a payment', async () => {
    const reader = await paidReader(demo.server);
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/subscriptions`,
    );
    await page.waitForSelector('input[name="q"]');
    // The search narrows the list to the reader (the list's own request, then its rows).
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/subscriptions?') &&
        decodeURIComponent(response.url()).includes('Hana Refund'),
    );
    await setFieldValue(page, 'input[name="q"]', 'Hana Refund');
    expect((await searched).status()).toBe(200);
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('tbody .RaDatagrid-row')];
      return rows.length === 1 && rows[0].textContent?.includes('Refund monthly');
    });

    await page.click('tbody .RaDatagrid-row');
    await page.waitForFunction(
      (id) => location.pathname === `/admin/subscribers/${id}/show`,
      {},
      reader.userId,
    );
    await page.waitForSelector('[data-testid="subscriber-payments"] tbody .RaDatagrid-row');
    const payments = '[data-testid="subscriber-payments"]';
    await page.$$eval(`${payments} button`, (buttons) =>
      (buttons.find((b) => b.textContent === 'Refund') as HTMLButtonElement).click(),
    );
    await page.waitForSelector('[role="dialog"] input[value="part"]');
    await page.click('[role="dialog"] input[value="part"]');
    await setFieldValue(page, '[role="dialog"] input[name="amount"]', '300');
    const refunded = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/refund'),
    );
    await page.click('[data-testid="confirm-action"]');
    expect((await refunded).status()).toBe(200);
    // The profile's payments show it, and so does the reader's own history.
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes('¥300'),
      {},
      `${payments} tbody .RaDatagrid-row`,
    );
    await page.waitForFunction(() => document.body.textContent?.includes('Refunded'));
    await screenshot(page, 'console-subscriber-profile-refund');
    const history = await reader.history();
    expect((history.data.content as unknown as unknown[])[0]).toMatchObject({
      total_amount: 1100,
      refunded_amount: 300,
    });

    // The profile and the list with its filters pass axe, as every console page.
    const path = `/admin/subscribers/${reader.userId}/show`;
    expect(await audit(page, path)).toEqual([]);
    expect(await audit(page, '/admin/subscriptions')).toEqual([]);
    await page.browserContext().close();
  });

  it('refunds the rest: the payments list and the dashboard show the whole refund', async () => {
    const reader = await paidReader(demo.server);
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/subscribers/${reader.userId}/show`,
    );
    const payments = '[data-testid="subscriber-payments"]';
    await page.waitForSelector(`${payments} tbody .RaDatagrid-row`);
    for (const kind of ['part', 'full']) {
      await page.$$eval(`${payments} button`, (buttons) =>
        (buttons.find((b) => b.textContent === 'Refund') as HTMLButtonElement).click(),
      );
      await page.waitForSelector(`[role="dialog"] input[value="${kind}"]`);
      await page.click(`[role="dialog"] input[value="${kind}"]`);
      if (kind === 'part') await setFieldValue(page, '[role="dialog"] input[name="amount"]', '100');
      const refunded = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/refund'),
      );
      await page.click('[data-testid="confirm-action"]');
      expect((await refunded).status()).toBe(200);
      await page.waitForSelector('[role="dialog"]', { hidden: true });
    }
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes('¥1,100'),
      {},
      `${payments} tbody .RaDatagrid-row`,
    );
    // The payments list: the reader's payment with what went back.
    await page.goto(`${demo.server.base}/admin/transactions`);
    await page.waitForFunction(
      (email) =>
        [...document.querySelectorAll('tbody .RaDatagrid-row')].some(
          (row) =>
            row.textContent?.includes(email) &&
            row.querySelector('.column-refundedAmount')?.textContent === '¥1,100',
        ),
      { timeout: 15_000 },
      reader.email,
    );
    // The dashboard: this month's refunds hold both (this file's first look at it).
    await page.goto(`${demo.server.base}/admin/`);
    // The revenue chart's table (read by screen readers): its last row is this month.
    const lastMonth = await page.waitForFunction(() => {
      const table = [...document.querySelectorAll('table')].find((t) =>
        t.querySelector('thead')?.textContent?.includes('Refunded'),
      );
      return table?.querySelector('tbody tr:last-child')?.textContent ?? false;
    });
    // Month, paid, revenue, refunded: two readers paid ¥1,100 each this month; this one's
    // ¥1,100 and the first test's ¥300 went back.
    expect(await lastMonth.jsonValue()).toMatch(/¥2,200¥800¥1,400$/);
    await screenshot(page, 'console-dashboard-after-refund');
    await page.browserContext().close();
  });
});
