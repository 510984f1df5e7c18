import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { adminOf, sakuraReader, signIn, waitForAccount } from '../content/support';
import { buyInPage, detailButton } from './support';

/**
 * Issue 32: search result cards read the plan marks of the list answer. VIEW and DOWNLOAD on
 * a plan book the reader does not hold open the plans' popup (as on the detail page) instead
 * of a viewer the server refuses; SUBSCRIBE leaves the card of a book the reader holds.
 */
const demo = useDemoBrowser();

const TITLE = 'Listmarks plan book';
let planId: string;
let bookId: string;

beforeAll(async () => {
  const admin = await adminOf(demo.server);
  const choices = (await admin.call('GET', '/plans/content-groups')) as unknown as {
    id: string;
  }[];
  const plan = await admin.call('POST', '/plans', {
    name: 'List marks monthly',
    price: 700,
    duration: 1,
    durationType: 'MONTH',
    contentGroupIds: [choices[0].id],
    isPublished: true,
  });
  const book = await admin.call('POST', '/contents', {
    title: TITLE,
    isPublished: true,
    canView: true,
    canDownload: false,
    groupIds: [choices[0].id],
  });
  await admin.patchSettings('searchResult', {
    buttons: [
      detailButton('view', 'VIEW', 'View'),
      detailButton('subscribe', 'SUBSCRIBE', 'Subscribe'),
    ],
  });
  planId = String(plan.id);
  bookId = String(book.id);
});

async function readerPage(): Promise<Page> {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${demo.server.base}/sakura/login`);
  await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
  await waitForAccount(page, sakuraReader.fullName);
  return page;
}

const card = () => `.hd-results [data-testid="content-card"][data-content-id="${bookId}"]`;
const searchUrl = () => `${demo.server.base}/sakura/search?v.keyword=Listmarks`;

describe('plan marks on search result cards', () => {
  it('offers the plans from VIEW until the plan is held, then hides SUBSCRIBE', async () => {
    const page = await readerPage();
    const opened: string[] = [];
    page.browserContext().on('targetcreated', (target) => opened.push(target.url()));
    await page.goto(searchUrl());
    await page.waitForSelector(`${card()} [data-action="VIEW"]`);
    expect(await page.$(`${card()} [data-action="SUBSCRIBE"]`)).not.toBeNull();
    await page.click(`${card()} [data-action="VIEW"]`);
    await page.waitForSelector(`dialog .hd-plan[data-plan="${planId}"]`);
    await screenshot(page, 'list-plan-marks-popup');
    expect(opened).toEqual([]);

    await buyInPage(page, planId, 'path=sakura');
    await page.goto(searchUrl());
    await page.waitForSelector(`${card()} [data-action="VIEW"]`);
    expect(await page.$(`${card()} [data-action="SUBSCRIBE"]`)).toBeNull();
    await screenshot(page, 'list-plan-marks-held');
    await page.browserContext().close();
  });
});
