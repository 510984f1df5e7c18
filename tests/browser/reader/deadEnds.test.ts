import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../reader/src/i18n/en';
import { ja } from '../../../reader/src/i18n/ja';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { adminOf, pathOf, sakuraReader, signIn, waitForAccount } from '../content/support';
import { buyInPage, waitForPath, detailButton } from './support';

// Issue 32, Found 6 and the plan items of 8: no page leaves a reader without a way on.
const demo = useDemoBrowser();

const WIDTHS = [375, 1280] as const;

interface Fixture {
  groupId: string;
  planId: string;
  bookId: string;
}
let fixture: Fixture;

beforeAll(async () => {
  const admin = await adminOf(demo.server);
  const choices = (await admin.call('GET', '/plans/content-groups')) as unknown as {
    id: string;
  }[];
  const groupId = choices[0].id;
  const plan = await admin.call('POST', '/plans', {
    name: 'Dead ends monthly',
    price: 500,
    duration: 1,
    durationType: 'MONTH',
    contentGroupIds: [groupId],
    isPublished: true,
  });
  const book = await admin.call('POST', '/contents', {
    title: 'A plan book to download',
    isPublished: true,
    canView: true,
    canDownload: true,
    groupIds: [groupId],
  });
  // Download mode (DOWNLOAD replaces VIEW) and a SUBSCRIBE button on the detail page.
  const current = await admin.call('GET', '/settings/contentDetail');
  const kept = (current.data as { buttons: { id: string }[] }).buttons.filter(
    (candidate) => !['download', 'subscribe'].includes(candidate.id),
  );
  await admin.patchSettings('contentDetail', {
    buttons: [
      ...kept,
      detailButton('download', 'DOWNLOAD', 'Download'),
      detailButton('subscribe', 'SUBSCRIBE', 'Subscribe'),
    ],
  });
  fixture = { groupId, planId: String(plan.id), bookId: String(book.id) };
});

async function readerPage(width: number, reader = sakuraReader): Promise<Page> {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  await page.goto(`${demo.server.base}/sakura/login`);
  await signIn(page, '.hd-login', reader.email, reader.password);
  await waitForAccount(page, reader.fullName);
  return page;
}

const detailUrl = () => `${demo.server.base}/sakura/${fixture.groupId}/${fixture.bookId}`;

describe('dead ends', () => {
  it.each(WIDTHS)(
    'DOWNLOAD on a plan book the reader does not hold opens the large plans popup (%i px)',
    async (width) => {
      const page = await readerPage(width);
      await page.goto(detailUrl());
      const download = '[data-testid="content-detail"] [data-action="DOWNLOAD"]';
      await page.waitForSelector(download);
      await page.click(download);
      const card = await page.waitForSelector(`dialog .hd-plan[data-plan="${fixture.planId}"]`);
      expect(card).not.toBeNull();
      expect(await page.$('.hd-toast--error')).toBeNull();
      // Spec 001 §2: a large modal, as wide as the window allows.
      const dialogWidth = await page.$eval(
        'dialog.hd-modal',
        (e) => e.getBoundingClientRect().width,
      );
      expect(dialogWidth).toBeGreaterThanOrEqual(Math.min(1000, width - 32));
      await screenshot(page, `dead-ends-plan-popup-${width}`);
      await page.browserContext().close();
    },
  );

  it.each(WIDTHS)(
    'a refused book says so once on a card, with a way back to the library (%i px)',
    async (width) => {
      const page = await readerPage(width);
      await page.goto(`${demo.server.base}/sakura/view-online/${fixture.bookId}`);
      const refusal = await page.waitForSelector('[data-testid="viewer-refused"]');
      const text = (await refusal!.evaluate((e) => (e as HTMLElement).innerText)) ?? '';
      const label = [en.label.notAllowViewBook, ja.label.notAllowViewBook].find((candidate) =>
        text.includes(candidate),
      );
      expect(label).toBeDefined();
      expect(text.split(label as string)).toHaveLength(2);
      await screenshot(page, `dead-ends-viewer-refused-${width}`);
      await page.click('[data-testid="viewer-refused-back"]');
      await waitForPath(page, '/sakura/');
      await page.browserContext().close();
    },
  );

  it('a stale /subscription/{id} takes a signed-in reader to their subscriptions with a 3 s top toast', async () => {
    const page = await readerPage(1280);
    await page.goto(`${demo.server.base}/sakura/subscription/${'a'.repeat(24)}`);
    await waitForPath(page, '/sakura/subscription');
    const toast = await page.waitForSelector('.hd-toast--error');
    const placed = await toast!.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        key: element.getAttribute('data-key') ?? '',
        corner: element.parentElement?.className ?? '',
        centre: Math.abs(box.left + box.width / 2 - window.innerWidth / 2),
      };
    });
    // Spec 000 §8: a failed call's api.error.{status}, 3 s at the top centre.
    expect(placed.key).toMatch(/^api\.error\.\d+$/);
    expect(placed.corner).toContain('hd-toasts--top');
    expect(placed.centre).toBeLessThan(20);
    const shown = Date.now();
    await page.waitForFunction(() => !document.querySelector('.hd-toast--error'), {
      timeout: 6000,
    });
    expect(Date.now() - shown).toBeLessThan(4000);
    await screenshot(page, 'dead-ends-stale-plan-link');
    await page.browserContext().close();
  });

  it.each(WIDTHS)(
    '/thank-you without an order says there is none, not that a subscription is active (%i px)',
    async (width) => {
      const page = await readerPage(width);
      await page.goto(`${demo.server.base}/sakura/thank-you`);
      const order = await page.waitForSelector('.hd-order h1');
      const text = await page.$eval('.hd-order', (e) => (e as HTMLElement).innerText);
      expect([en.order.noOrderTitle, ja.order.noOrderTitle]).toContain(
        await order!.evaluate((e) => e.textContent),
      );
      expect(text).not.toContain(en.order.thankYouText);
      expect(text).not.toContain(ja.order.thankYouText);
      await screenshot(page, `dead-ends-thank-you-without-order-${width}`);
      await page.browserContext().close();
    },
  );

  it('a book the reader holds by a plan shows no SUBSCRIBE', async () => {
    const page = await readerPage(1280);
    await page.goto(detailUrl());
    await page.waitForSelector('[data-testid="content-detail"] [data-action="SUBSCRIBE"]');
    await buyInPage(page, fixture.planId, 'path=sakura');
    await page.reload();
    await page.waitForSelector('[data-testid="content-detail"] [data-action="DOWNLOAD"]');
    expect(await page.$('[data-testid="content-detail"] [data-action="SUBSCRIBE"]')).toBeNull();
    await page.browserContext().close();
  });

  it('an IP-address reader typing /profile goes home instead of waiting', async () => {
    const admin = await adminOf(demo.server);
    const settings = (await admin.call('GET', '/settings/company')).data as Record<string, unknown>;
    await admin.patchSettings('company', { loginByIpAddress: true, autoLoginByIpAddress: true });
    await admin.call('POST', '/ip-groups', { name: 'Dead ends campus', cidr: '127.0.0.1/32' });
    try {
      const context = await demo.browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(`${demo.server.base}/sakura/`);
      await waitForAccount(page, 'Dead ends campus');
      await page.goto(`${demo.server.base}/sakura/profile`);
      await waitForPath(page, '/sakura/');
      expect(await pathOf(page)).toMatch(/^\/sakura\/?$/);
      await context.close();
    } finally {
      await admin.patchSettings('company', {
        loginByIpAddress: settings.loginByIpAddress ?? false,
        autoLoginByIpAddress: settings.autoLoginByIpAddress ?? false,
      });
    }
  });
});
