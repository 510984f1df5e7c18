import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@hondana/schemas/contracts';
import schemaTexts from '../../../schemas/i18n/en.json' with { type: 'json' };
import { en as readerEn } from '../../../reader/src/i18n/en';
import { ja as readerJa } from '../../../reader/src/i18n/ja';
import { en as consoleEn } from '../../../console/src/i18n/en';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import type { DemoServer } from '../support/server';
import { admins, consolePage, saveSettings } from '../console/support';
import { sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';
import { adminApi } from '../reader/support';

// Test mode apart from live (issue 30, item 4), as a person sees it: the demo tenant's
// checkout says no real charge is made; a tenant the system admin just created cannot
// publish a paid plan, and the console says where to set payments up.

const demo = useDemoBrowser();
const bannerTexts = [readerEn.subscription.testMode, readerJa.subscription.testMode];

/** The system admin's API session (the console's own calls, as fetch from the test). */
const systemApi = (server: DemoServer) =>
  adminApi(server, admins.system.email, admins.system.password);

const bannerOf = (page: Page, selector = '.hd-test-mode') =>
  page.$eval(selector, (element) => element.textContent?.trim() ?? '');

describe('test mode apart from live', () => {
  it("shows the test-mode banner in the demo tenant's checkout and console", async () => {
    const admin = await sakuraAdmin(demo.server);
    const [group] = (await admin.call('GET', '/plans/content-groups')) as unknown as {
      id: string;
    }[];
    // The demo tenant chose test mode, so its paid plan may be published.
    const plan = await admin.call('POST', '/plans', {
      name: 'Test-mode yearly',
      price: 55_000,
      duration: 1,
      durationType: 'YEAR',
      contentGroupIds: [group.id],
      isPublished: true,
    });
    const book = await admin.call('POST', '/contents', {
      title: 'A title of the plan',
      isPublished: true,
      canView: true,
      groupIds: [group.id],
    });
    const page = await (await demo.browser.createBrowserContext()).newPage();
    const base = `${demo.server.base}/sakura`;
    await page.goto(`${base}/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);

    // The plans popup of a locked title, the plan's page, order entry, confirmation.
    await page.goto(`${base}/${group.id}/${String(book.id)}`);
    await page.waitForSelector('[data-testid="content-detail"] [data-action="VIEW"]');
    await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
    await page.waitForSelector(`dialog .hd-plan[data-plan="${String(plan.id)}"]`);
    expect(bannerTexts).toContain(await bannerOf(page, 'dialog .hd-test-mode'));
    await screenshot(page, 'test-mode-popup');

    await page.goto(`${base}/subscription/${String(plan.id)}`);
    await page.waitForSelector(`.hd-plan[data-plan="${String(plan.id)}"]`);
    expect(bannerTexts).toContain(await bannerOf(page));
    await screenshot(page, 'test-mode-plan-detail');

    await page.click(`.hd-plan a[href$="/order-entry/${String(plan.id)}"]`);
    await page.waitForSelector('#hd-card-cardNumber');
    expect(bannerTexts).toContain(await bannerOf(page));
    await screenshot(page, 'test-mode-order-entry');

    await setFieldValue(page, '#hd-card-cardNumber', '4242 4242 4242 4242');
    await setFieldValue(page, '#hd-card-cardExpire', '12/34');
    await setFieldValue(page, '#hd-card-securityCode', '123');
    await setFieldValue(page, '#hd-card-holderName', 'HANA READER');
    await setFieldValue(page, '#hd-card-email', sakuraReader.email);
    await page.click('[data-action="order-next"]');
    await page.waitForSelector('[data-action="pay"]');
    expect(bannerTexts).toContain(await bannerOf(page));
    await screenshot(page, 'test-mode-confirm');

    // The console says it in its bar and on the Payment page.
    const consoleTab = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/payment`,
    );
    const notice = await consoleTab.waitForSelector('[data-testid="payment-mode-notice"]');
    expect(await notice?.evaluate((e) => [e.getAttribute('data-mode'), e.textContent])).toEqual([
      'test',
      consoleEn.console.paymentMode.test,
    ]);
    const saved = await consoleTab.waitForSelector('[data-testid="payment-mode-saved"]');
    expect(await saved?.evaluate((e) => e.textContent)).toBe(
      consoleEn.console.paymentMode.testDetail,
    );
    await screenshot(consoleTab, 'test-mode-console-payment');
  });

  it('refuses a paid plan of a tenant that never opened Payment, and says what to set up', async () => {
    const call = await systemApi(demo.server);
    const company = await call('POST', '/companies', {
      name: 'Momiji Books',
      email: 'momiji@example.com',
      domainType: 'PATH',
      path: 'momiji',
      accountType: 'EMAIL',
      maxContent: 5,
      maxUser: 5,
      status: 'ACTIVE',
    });
    const companyId = String(company.id);
    await call('POST', `/content-groups?companyId=${companyId}`, { name: 'Novels' });

    const page = await consolePage(demo.browser, demo.server, 'system');
    await page.evaluate((id) => localStorage.setItem('hondana.console.companyId', id), companyId);
    await page.goto(`${demo.server.base}/admin/plans/create`);
    const notice = await page.waitForSelector('[data-testid="payment-mode-notice"]');
    expect(await notice?.evaluate((e) => e.getAttribute('data-mode'))).toBe('none');
    expect(await notice?.evaluate((e) => e.textContent)).toBe(consoleEn.console.paymentMode.none);
    await page.waitForSelector('#root_name');
    await screenshot(page, 'test-mode-console-not-set-up');

    await setFieldValue(page, '#root_name', 'Premium yearly');
    await setFieldValue(page, '#root_price', '55000');
    await page.click('#root_contentGroupIds');
    await page.waitForSelector('[role="listbox"] [role="option"]');
    await page.click('[role="listbox"] [role="option"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="listbox"]', { hidden: true });
    await page.click('#root_isPublished');
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/api/admin/plans'),
    );
    await page.click('[data-testid="save-button"]');
    const refused = await answer;
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { status: number }).status).toBe(843);
    // The message stands under the field that cannot be saved.
    await page.waitForFunction(
      (text) => document.body.innerText.includes(text),
      {},
      fieldMessages.paymentsNotSetUp.en,
    );
    await screenshot(page, 'test-mode-console-plan-refused');
    const stored = await call('GET', `/plans?companyId=${companyId}`);
    expect(stored).toEqual([]);

    // Choosing test mode on the Payment page: the bar follows the save at once.
    await page.goto(`${demo.server.base}/admin/settings/payment`);
    await page.waitForSelector('[data-testid="payment-mode-saved"][data-mode="none"]');
    await page.click('#root_paymentGateway');
    await page.waitForSelector('[role="listbox"] [role="option"]');
    await page.$$eval(
      '[role="listbox"] [role="option"]',
      (items, label) => {
        const item = items.find((li) => li.textContent?.trim() === label);
        (item as HTMLElement).click();
      },
      schemaTexts['enums.SANDBOX'],
    );
    await page.waitForSelector('[role="listbox"]', { hidden: true });
    expect(await saveSettings(page, 'payment')).toBe(200);
    await page.waitForSelector('[data-testid="payment-mode-notice"][data-mode="test"]');
    await page.waitForSelector('[data-testid="payment-mode-saved"][data-mode="test"]');
    await screenshot(page, 'test-mode-console-chosen');
  });
});
