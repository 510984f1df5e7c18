import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { consolePage } from './support';

// Issue 35: a company admin makes a token for a machine in the console, copies it from the one
// screen that shows it, and revokes it there; the machine's calls follow at once.

const demo = useDemoBrowser();
let page: Page;
const tokenName = 'Library catalogue sync';

beforeAll(async () => {
  page = await consolePage(demo.browser, demo.server, 'sakura');
});

/** The machine's call: the tenant's contents on the admin API, with the token as bearer. */
const machineCall = (token: string) =>
  fetch(`${demo.server.base}/api/admin/contents`, {
    headers: { authorization: `Bearer ${token}` },
  });

/** Clicks the visible element of `selector` whose text is `text` (a radio's label, a button). */
async function clickText(selector: string, text: string): Promise<void> {
  const target = await page.waitForFunction(
    (kind: string, wanted: string) =>
      [...document.querySelectorAll(kind)].find(
        (element) =>
          (element as HTMLElement).innerText?.trim().toLowerCase() === wanted.toLowerCase() &&
          element.getBoundingClientRect().width > 0,
      ) ?? null,
    {},
    selector,
    text,
  );
  await (target as unknown as { click(): Promise<void> }).click();
}

describe('integration tokens in the console', () => {
  let token = '';

  it('makes a read token, shown once, that the admin API accepts', async () => {
    await page.goto(`${demo.server.base}/admin/integration-tokens/create`);
    await setFieldValue(page, '#root_name', tokenName);
    await clickText('label', 'Read the admin API');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/api/admin/integration-tokens'),
    );
    await page.click('[data-testid="save-button"]');
    expect((await created).status()).toBe(201);
    const field = await page.waitForSelector('[data-testid="integration-token"]');
    token = await field!.evaluate((input) => (input as HTMLInputElement).value);
    expect(token).toMatch(/^hnd_/);
    await screenshot(page, 'console-integration-token-shown-once');

    const answer = await machineCall(token);
    expect(answer.status).toBe(200);
    // Read only: the same token cannot write.
    const write = await fetch(`${demo.server.base}/api/admin/content-groups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'From a machine' }),
    });
    expect(write.status).toBe(403);
  });

  it('lists the token by name, role and hint, never the token itself', async () => {
    await clickText('button', 'Done');
    await page.waitForFunction((name) => document.body.innerText.includes(name), {}, tokenName);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Read the admin API');
    expect(text).toContain(token.slice(0, 10));
    expect(text).not.toContain(token);
  });

  it('revokes it from the list, and the next machine call is refused', async () => {
    await clickText('button', 'Revoke');
    await page.waitForFunction(() => document.body.innerText.includes('Revoke this token?'));
    const revoked = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' &&
        response.url().includes('/api/admin/integration-tokens/'),
    );
    await clickText('[role="dialog"] button', 'Confirm');
    expect((await revoked).status()).toBe(200);
    // The row stays, marked revoked: its Revoke button is gone.
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('button')].some(
          (button) => button.innerText.trim().toLowerCase() === 'revoke',
        ),
    );
    await screenshot(page, 'console-integration-token-revoked');
    expect((await machineCall(token)).status).toBe(401);
  });
});
