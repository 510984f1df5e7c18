import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';
import { consolePage } from './support';

// Issue 31: a company admin writes an announcement in both languages, previews it, sends it to
// a user group after confirming, and a reader of that group finds it on /notifications (in
// Japanese, the reader's language). The create page is checked with axe-core on the way.

const demo = useDemoBrowser();
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

const message = {
  ja: { title: '年末年始の休館', body: '12月29日から1月3日まで休館します。' },
  en: { title: 'Closed over New Year', body: 'We are closed from 29 December to 3 January.' },
};

/** Serious or critical axe-core findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function writeIn(page: Page, lang: 'ja' | 'en') {
  // The group menu may still be fading out over the tabs (its backdrop takes a click): the tab
  // is pressed until it is the selected one, as a person would press it again.
  const tab = `[data-testid="announcement-tab-${lang}"]`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.click(tab);
    const isSelected = await page
      .waitForSelector(`${tab}[aria-selected="true"]`, { timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (isSelected) break;
  }
  await setFieldValue(page, `#announcement-title-${lang}`, message[lang].title);
  await setFieldValue(page, `#announcement-body-${lang}`, message[lang].body);
}

describe('announcements in the console', () => {
  it('writes, previews and sends to a group; a reader of the group sees it', async () => {
    const { server } = demo;
    const admin = await sakuraAdmin(server);
    // A name of its own per try: a retried test finds the first try's group already there.
    const groupName = `Year-end ${randomUUID().slice(0, 4)}`;
    const group = await admin.call('POST', '/user-groups', { name: groupName, maxUsers: 10 });
    await server
      .db('users')
      .where({ email: sakuraReader.email })
      .update({ user_group_id: group.id });

    const page = await consolePage(
      demo.browser,
      server,
      'sakura',
      'en',
      `/admin/announcements/create`,
    );
    await page.waitForSelector('input[value="USER_GROUP"]');
    await page.click('input[value="USER_GROUP"]');
    await page.click('#announcement-group');
    await page.waitForSelector('li[role="option"]');
    await page.$$eval(
      'li[role="option"]',
      (options, name) =>
        (options.find((o) => o.textContent === name) as HTMLElement | undefined)?.click(),
      groupName,
    );
    await writeIn(page, 'ja');
    await writeIn(page, 'en');

    // The server's preview: the Japanese mail first, then the English one, one reader reached.
    await page.waitForFunction(
      (title) =>
        document.querySelector('[data-testid="announcement-preview-subject"]')?.textContent ===
        `【Sakura Library】${title}`,
      {},
      message.ja.title,
    );
    expect(
      await page.$eval('[data-testid="announcement-audience-count"]', (e) => e.textContent),
    ).toBe('Reaches 1 reader');
    await page.click('[data-testid="announcement-preview"] button[lang="en"]');
    await page.waitForFunction(
      (body) =>
        document
          .querySelector('[data-testid="announcement-preview-mail"]')
          ?.textContent?.includes(body),
      {},
      message.en.body,
    );
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'console-announcement-preview');

    // Nothing leaves before the admin confirms.
    await page.click('[data-testid="announcement-send"]');
    await page.waitForSelector('.ra-confirm');
    expect(await server.db('announcements').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    const sent = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith('/api/admin/announcements'),
    );
    await page.click('.ra-confirm');
    expect((await sent).status()).toBe(201);
    await page.waitForFunction(() => location.pathname === '/admin/announcements');
    await page.waitForFunction(
      (title) => document.querySelector('.RaDatagrid-table')?.textContent?.includes(title),
      {},
      message.en.title,
    );

    // The reader of the group, in Japanese.
    const reader = await (await demo.browser.createBrowserContext()).newPage();
    await reader.setViewport({ width: 1280, height: 900 });
    await reader.goto(`${server.base}/sakura/login`);
    await signIn(reader, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(reader, sakuraReader.fullName);
    await reader.goto(`${server.base}/sakura/notifications`);
    await reader.waitForFunction(
      (title) => document.querySelector('.hd-notifications')?.textContent?.includes(title),
      { timeout: 15_000 },
      message.ja.title,
    );
    await screenshot(reader, 'reader-announcement');
  });
});
