import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { startDemoServer, type DemoServer } from '../support/server';
import { apiFrom, consolePage } from './support';

let server: DemoServer;
let browser: TestBrowser;
let page: Page;
const planName = 'Monthly reading pass';

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchChromium();
  page = await consolePage(browser, server, 'sakura');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens an rjsf reference picker and clicks the option the admin reads; returns its text. */
async function pick(selector: string, option?: string): Promise<string> {
  await page.waitForSelector(selector);
  await page.click(selector);
  await page.waitForSelector('[role="listbox"] [role="option"]');
  const chosen = await page.$$eval(
    '[role="listbox"] [role="option"]',
    (items, wanted) => {
      const item = items.find((li) => !wanted || li.textContent?.trim() === wanted) ?? items[0];
      (item as HTMLElement).click();
      return item.textContent?.trim() ?? '';
    },
    option,
  );
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role="listbox"]', { hidden: true });
  return chosen;
}

/** The create call's answer, once the form has taken it in (no unsaved changes left). */
async function saved(path: string) {
  const answer = await page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes(path),
  );
  // Until then the form still counts as edited, and leaving it would ask first (beforeunload):
  // a navigation in that gap waits on a dialog nobody answers.
  await page.waitForSelector('[data-testid="unsaved-changes"]', { hidden: true });
  return answer;
}

describe('a company admin sells a plan with the generated forms', () => {
  it('creates a plan whose content group is picked by name', async () => {
    await page.goto(`${server.base}/admin/plans/create`);
    await setFieldValue(page, '#root_name', planName);
    await setFieldValue(page, '#root_price', '1200');
    const groupName = await pick('#root_contentGroupIds');
    expect(groupName).not.toBe('');
    const created = saved('/api/admin/plans');
    await page.click('[data-testid="save-button"]');
    const answer = await created;
    expect(answer.status()).toBe(201);
    const plan = (await answer.json()) as {
      subscriptionContentGroups: { contentGroupName: string }[];
    };
    expect(plan.subscriptionContentGroups.map((group) => group.contentGroupName)).toEqual([
      groupName,
    ]);
    await page.goto(`${server.base}/admin/plans`);
    await page.waitForFunction((name) => document.body.innerText.includes(name), {}, planName);
    await screenshot(page, 'console-plans-list');
  });

  it('gives the plan a second-period discount, choosing the plan by its name', async () => {
    await page.goto(`${server.base}/admin/discount-ordinals/create`);
    expect(await pick('#root_subscriptionPlanId', planName)).toBe(planName);
    await setFieldValue(page, '#root_ordinal', '2');
    await setFieldValue(page, '#root_discountPercent', '10');
    const created = saved('/api/admin/discount-ordinals');
    await page.click('[data-testid="save-button"]');
    expect((await created).status()).toBe(201);
    const list = await apiFrom(page, '/api/admin/discount-ordinals');
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body)).toEqual([
      expect.objectContaining({ ordinal: 2, discountPercent: 10, subscriptionPlanName: planName }),
    ]);
    await screenshot(page, 'console-discount-ordinal-saved');
  });
});
