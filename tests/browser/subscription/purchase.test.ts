import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { pathOf, sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';

const demo = useDemoBrowser();

async function fillCard(page: Page, number: string, expiry: string) {
  await setFieldValue(page, '#hd-card-cardNumber', number);
  await setFieldValue(page, '#hd-card-cardExpire', expiry);
  await setFieldValue(page, '#hd-card-securityCode', '123');
  await setFieldValue(page, '#hd-card-holderName', 'HANA READER');
  await setFieldValue(page, '#hd-card-email', sakuraReader.email);
}

describe('buying a plan', () => {
  it('opens the popup from a locked title, buys the plan with a coupon by card, lands on /thank-you and sees it on /subscription', async () => {
    const admin = await sakuraAdmin(demo.server);
    const choices = (await admin.call('GET', '/plans/content-groups')) as unknown as {
      id: string;
    }[];
    const plan = await admin.call('POST', '/plans', {
      name: 'Browser monthly',
      price: 1000,
      duration: 1,
      durationType: 'MONTH',
      contentGroupIds: [choices[0].id],
      isPublished: true,
    });
    const groupId = choices[0].id;
    const book = await admin.call('POST', '/contents', {
      title: 'A plan title',
      isPublished: true,
      canView: true,
      groupIds: [groupId],
    });
    await admin.call('POST', '/coupons', {
      code: 'BROWSER20',
      discountPercent: 20,
      expiryDate: '2099-12-31',
    });

    const page = await (await demo.browser.createBrowserContext()).newPage();
    const base = `${demo.server.base}/sakura`;
    await page.goto(`${base}/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);

    // Viewing a title of the plan's group opens the plans' popup instead of the viewer.
    await page.goto(`${base}/${groupId}/${String(book.id)}`);
    await page.waitForSelector('[data-testid="content-detail"] [data-action="VIEW"]');
    await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
    const card = await page.waitForSelector(`dialog .hd-plan[data-plan="${String(plan.id)}"]`);
    expect(await card?.evaluate((e) => (e as HTMLElement).offsetWidth)).toBe(350);
    expect(await card?.$eval('.hd-plan__price strong', (e) => e.textContent)).toBe('¥1,100');
    await screenshot(page, 'subscription-popup');
    await page.click(`dialog .hd-plan a[href$="/order-entry/${String(plan.id)}"]`);
    await page.waitForSelector('#hd-card-cardNumber');
    expect(await page.$eval('[data-total]', (e) => e.getAttribute('data-total'))).toBe('1100');

    // A declined card: the failed page, and one toast saying why (issue 30), not two.
    await fillCard(page, '4000 0000 0000 0002', '12/34');
    await page.click('[data-action="order-next"]');
    await page.waitForSelector('[data-action="pay"]');
    await page.click('[data-action="pay"]');
    await page.waitForSelector('.hd-payment-error');
    const toasts = await page.$$eval('.hd-toast--error', (all) =>
      all.map((toast) => toast.getAttribute('data-key')),
    );
    expect(toasts).toEqual(['card.failure.card_declined']);
    // Go back (one step: the order entry), at its top: the sticky header would take the clicks.
    await page.click('.hd-payment-error button');
    await page.waitForSelector('#hd-card-cardNumber');
    await page.evaluate(() => window.scrollTo(0, 0));

    // The coupon recomputes the price: 1000 - 20% = 800, + 10% tax = 880.
    await setFieldValue(page, '#hd-order-coupon', 'browser20');
    await page.click('[data-action="apply-coupon"]');
    await page.waitForFunction(
      () => document.querySelector('[data-total]')?.getAttribute('data-total') === '880',
    );

    // A bad expiry is refused in the page, before anything is sent.
    await fillCard(page, '4242 4242 4242 4242', '13/30');
    await page.click('[data-action="order-next"]');
    await page.waitForSelector('#hd-card-cardExpire + .hd-field-error');
    await setFieldValue(page, '#hd-card-cardExpire', '12/34');
    await screenshot(page, 'subscription-order-entry');
    await page.click('[data-action="order-next"]');

    // Confirmation: the server's figures, then Pay (tokenised in the browser).
    await page.waitForSelector('[data-action="pay"]');
    expect(await pathOf(page)).toBe('/sakura/veritrans-payment/confirm');
    expect(await page.$eval('[data-total]', (e) => e.getAttribute('data-total'))).toBe('880');
    await page.click('[data-action="pay"]');
    await page.waitForFunction(() => location.pathname.endsWith('/thank-you'));
    await page.waitForSelector('.hd-toast[data-key="api.register.200"]');
    await screenshot(page, 'subscription-thank-you');

    await page.goto(`${base}/subscription`);
    const row = await page.waitForSelector(`tr[data-subscription="${String(plan.id)}"]`);
    const text = await row?.evaluate((e) => e.textContent);
    expect(text).toContain('Browser monthly');
    expect(text).toContain('¥880');
    expect(await row?.$eval('[data-next-billing]', (e) => e.textContent)).not.toBe('—');
    await screenshot(page, 'subscription-list');
    await page.browserContext().close();
  });
});
