import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { pathOf, sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';

/**
 * Issue 30, item 6 in the reader, on the demo (the sandbox gateway): a reader holding Basic
 * upgrades to Premium from /subscription, paying the prorated difference with the stored card;
 * then schedules Lite, sees the note on the row and keeps the current plan after all; the plan
 * page offers the change too. Screenshots in tests/artifacts.
 */
const demo = useDemoBrowser();

async function plans() {
  const admin = await sakuraAdmin(demo.server);
  const choices = (await admin.call('GET', '/plans/content-groups')) as unknown as {
    id: string;
  }[];
  const plan = async (name: string, price: number) =>
    String(
      (
        await admin.call('POST', '/plans', {
          name,
          price,
          duration: 1,
          durationType: 'MONTH',
          contentGroupIds: [choices[0]?.id],
          isPublished: true,
        })
      ).id,
    );
  return {
    lite: await plan('Browser lite', 500),
    basic: await plan('Browser basic', 1000),
    premium: await plan('Browser premium', 2000),
  };
}

/** Buys `planId` with a new card through the order pages, as a reader does. */
async function buy(page: Page, base: string, planId: string) {
  await page.goto(`${base}/order-entry/${planId}`);
  await page.waitForSelector('#hd-card-cardNumber');
  await setFieldValue(page, '#hd-card-cardNumber', '4242 4242 4242 4242');
  await setFieldValue(page, '#hd-card-cardExpire', '12/34');
  await setFieldValue(page, '#hd-card-securityCode', '123');
  await setFieldValue(page, '#hd-card-holderName', 'HANA READER');
  await setFieldValue(page, '#hd-card-email', sakuraReader.email);
  await page.click('[data-action="order-next"]');
  await page.waitForSelector('[data-action="pay"]');
  await page.click('[data-action="pay"]');
  await page.waitForFunction(() => location.pathname.endsWith('/thank-you'));
}

/** The subscription page's row of `planId`, once the list has loaded. */
async function rowOf(page: Page, base: string, planId: string) {
  await page.goto(`${base}/subscription`);
  return page.waitForSelector(`tr[data-subscription="${planId}"]`);
}

describe('changing plan', () => {
  it('upgrades with the stored card, schedules a downgrade and keeps the plan after all', async () => {
    const { lite, basic, premium } = await plans();
    const page = await (await demo.browser.createBrowserContext()).newPage();
    const base = `${demo.server.base}/sakura`;
    await page.goto(`${base}/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    await buy(page, base, basic);

    // The other plans, each with today's charge: Premium is an upgrade paid now, Lite waits.
    let row = await rowOf(page, base, basic);
    await row?.$eval('[data-action="plan-change"]', (e) => (e as HTMLElement).click());
    await page.waitForSelector(`dialog [data-plan-change="${premium}"]`);
    const kindOf = (id: string) =>
      page.$eval(`dialog [data-plan-change="${id}"] [data-kind]`, (e) =>
        e.getAttribute('data-kind'),
      );
    expect(await kindOf(premium)).toBe('UPGRADE');
    expect(await kindOf(lite)).toBe('SCHEDULED');
    // ¥1,000 more for all but the moments gone of the period: ¥999 + tax ¥100.
    const today = await page.$eval(`dialog [data-plan-change="${premium}"] [data-today]`, (e) =>
      e.getAttribute('data-today'),
    );
    expect(today).toBe('1099');
    await screenshot(page, 'plan-change-options');

    await page.click(`dialog [data-plan-change="${premium}"] button`);
    await page.waitForSelector('dialog [data-action="plan-change-confirm"]');
    await screenshot(page, 'plan-change-confirm-upgrade');
    await page.click('dialog [data-action="plan-change-confirm"]');
    await page.waitForSelector('dialog [data-action="plan-change-pay"]');
    expect(await page.$eval('dialog [data-total]', (e) => e.getAttribute('data-total'))).toBe(
      '1099',
    );
    await screenshot(page, 'plan-change-pay');
    await page.click('dialog [data-action="plan-change-pay"]');
    await page.waitForFunction(() => location.pathname.endsWith('/thank-you'));

    // Premium now; Lite scheduled for the period's end, shown on the row with its cancel.
    row = await rowOf(page, base, premium);
    expect(await row?.evaluate((e) => e.textContent)).toContain('Browser premium');
    await row?.$eval('[data-action="plan-change"]', (e) => (e as HTMLElement).click());
    await page.waitForSelector(`dialog [data-plan-change="${lite}"]`);
    await page.click(`dialog [data-plan-change="${lite}"] button`);
    await page.waitForSelector('dialog [data-action="plan-change-confirm"]');
    await page.click('dialog [data-action="plan-change-confirm"]');
    await page.waitForSelector(
      `tr[data-subscription="${premium}"] [data-scheduled-change="${lite}"]`,
    );
    await page.waitForSelector('.hd-toast[data-key="planChange.scheduled"]');
    await screenshot(page, 'plan-change-scheduled');
    await page.click('[data-action="cancel-scheduled-change"]');
    await page.waitForSelector('.hd-toast[data-key="planChange.scheduleCancelled"]');
    await page.waitForFunction(() => !document.querySelector('[data-scheduled-change]'));

    // The plan page offers the change from the plan held.
    await page.goto(`${base}/subscription/${lite}`);
    await page.click(await waitFor(page, '[data-action="plan-change-here"]'));
    await page.waitForSelector('dialog [data-action="plan-change-confirm"]');
    expect(await page.$eval('dialog [data-kind]', (e) => e.getAttribute('data-kind'))).toBe(
      'SCHEDULED',
    );
    await screenshot(page, 'plan-change-from-plan-page');
    expect(await pathOf(page)).toBe(`/sakura/subscription/${lite}`);
    await page.browserContext().close();
  });
});

async function waitFor(page: Page, selector: string): Promise<string> {
  await page.waitForSelector(selector);
  return selector;
}
