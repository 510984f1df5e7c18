import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { sakuraAdmin, signIn, waitForAccount } from '../identity/support';
import { consolePage } from '../console/support';

const demo = useDemoBrowser();

/** Where Chromium saves this file's downloads (tests/artifacts is git-ignored). */
const downloads = join(artifactsDir, 'downloads-payment-history');

/** The first PDF Chromium finished saving in `dir`, polled until a deadline. */
async function savedPdf(page: Page, dir: string): Promise<Buffer> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const done = readdirSync(dir).find((name) => name.endsWith('.pdf'));
    if (done) return readFileSync(join(dir, done));
    if (Date.now() > deadline) throw new Error(`no PDF saved in ${dir}`);
    // Waits on the page's own clock (a frame), not a fixed sleep.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/** The page is no wider than its viewport: nothing to scroll sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

describe('payment history', () => {
  it('shows a bought plan’s payment, its detail and receipt, at 1280 and 375 px, and the card panel', async () => {
    const admin = await sakuraAdmin(demo.server);
    const choices = (await admin.call('GET', '/plans/content-groups')) as unknown as {
      id: string;
    }[];
    const plan = await admin.call('POST', '/plans', {
      name: 'History monthly',
      price: 1000,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [choices[0].id],
      isPublished: true,
    });

    // A reader of its own (no stored card, no plan), so a retry starts from the same place.
    const reader = {
      email: `history-${randomUUID().slice(0, 8)}@sakura.example`,
      password: 'History-reader1',
      fullName: 'Hana History',
    };
    await admin.call('POST', '/users', { ...reader, lang: 'ja' });

    const page = await (await demo.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const base = `${demo.server.base}/sakura`;
    await page.goto(`${base}/login`);
    await signIn(page, '.hd-login', reader.email, reader.password);
    await waitForAccount(page, reader.fullName);

    // The reader buys the plan with the sandbox's test card.
    await page.goto(`${base}/order-entry/${String(plan.id)}`);
    await setFieldValue(page, '#hd-card-cardNumber', '4242 4242 4242 4242');
    await setFieldValue(page, '#hd-card-cardExpire', '12/34');
    await setFieldValue(page, '#hd-card-securityCode', '123');
    await setFieldValue(page, '#hd-card-holderName', 'HANA READER');
    await setFieldValue(page, '#hd-card-email', reader.email);
    await page.click('[data-action="order-next"]');
    await page.waitForSelector('[data-action="pay"]');
    await page.click('[data-action="pay"]');
    await page.waitForFunction(() => location.pathname.endsWith('/thank-you'));

    // The account menu leads to the history; the paid row is there.
    await page.click('.hd-account__toggle');
    await page.click('#hd-account-menu a[href$="/payment-history"]');
    const row = await page.waitForSelector('.hd-payment-row[data-status="OK"]');
    const rowText = await row!.evaluate((element) => element.textContent ?? '');
    expect(rowText).toContain('History monthly');
    expect(rowText).toContain('¥1,100');
    expect(rowText).toContain('4242');
    await screenshot(page, 'payment-history-1280');

    // Its detail: the server's figures, then the receipt.
    await row!.click();
    await page.waitForSelector('.hd-payment-detail [data-action="download-receipt"]');
    const figure = (name: string) =>
      page.$eval(`[data-figure="${name}"] dd`, (element) => element.textContent);
    expect(await figure('base')).toBe('¥1,000');
    expect(await figure('tax')).toBe('¥100');
    expect(await figure('total')).toBe('¥1,100');
    expect(await figure('card')).toBe('VISA 末尾 4242');
    await screenshot(page, 'payment-detail-1280');

    rmSync(downloads, { recursive: true, force: true });
    mkdirSync(downloads, { recursive: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.click('[data-action="download-receipt"]');
    const pdf = await savedPdf(page, downloads);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain('領収書');
    expect(text).toContain('History monthly');
    expect(text.replace(/\s+/g, ' ')).toContain('合計（税込） ¥1,100');

    // A phone: the list and the detail fit the screen.
    await page.setViewport({ width: 375, height: 812 });
    await page.reload();
    await page.waitForSelector('.hd-payment-detail [data-figure="total"]');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'payment-detail-375');
    await page.goto(`${base}/payment-history`);
    await page.waitForSelector('.hd-payment-row[data-status="OK"]');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'payment-history-375');

    // The card panel: the card renews the plan, so it may be changed but not removed...
    const card = await page.waitForSelector('[data-testid="stored-card"]');
    expect(await card!.evaluate((element) => element.textContent)).toContain('VISA 末尾 4242');
    expect(await page.$('[data-action="remove-card"]')).toBeNull();
    // ...until the subscription is cancelled.
    await page.goto(`${base}/subscription`);
    await page.waitForSelector(`tr[data-subscription="${String(plan.id)}"] button`);
    await page.click(`tr[data-subscription="${String(plan.id)}"] button`);
    await page.click('dialog .hd-button--danger');
    await page.waitForSelector('.hd-toast[data-key="subscription.cancelled"]');
    await page.waitForSelector('[data-action="remove-card"]');
    await page.click('[data-action="remove-card"]');
    await page.click('[data-action="confirm-remove-card"]');
    await page.waitForSelector('.hd-toast[data-key="storedCard.removed"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="stored-card"]')?.textContent?.includes('登録'),
    );
    await screenshot(page, 'payment-card-removed-375');
    await page.browserContext().close();

    // The tenant's admin downloads the same receipt from the console's Payments list.
    const adminTab = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/transactions`,
    );
    const link = await adminTab.waitForSelector('a[data-testid="transaction-receipt"]');
    const href = await link!.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    const answer = await adminTab.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      return [response.status, response.headers.get('content-type')];
    }, href);
    expect(answer).toEqual([200, 'application/pdf']);
    await adminTab.browserContext().close();
  });
});
