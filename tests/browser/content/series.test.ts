import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { startDemoServer, type DemoServer } from '../support/server';
import { adminOf, cardTitles, waitForCards, watchErrors } from './support';

let server: DemoServer;
let browser: TestBrowser;
let firstId: string;

const SERIES = '漱石前期三部作';
/** The demo's three books of the series plus these: 24 others per detail page, 4 pages of 6. */
const ADDED = 22;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchChromium();
  const admin = await adminOf(server);
  const groups = (await admin.call('GET', '/content-groups')) as unknown as {
    id: string;
    refCode: string | null;
  }[];
  const japanese = groups.find((group) => group.refCode === 'japanese');
  if (!japanese) throw new Error('demo group "japanese" missing');
  for (let n = 1; n <= ADDED; n++) {
    const created = await admin.call('POST', '/contents', {
      title: `漱石 続編 ${String(n).padStart(2, '0')}`,
      author: '夏目漱石',
      seriesKey: SERIES,
      groupIds: [japanese.id],
    });
    if (n === 1) firstId = created.id as string;
  }
  await admin.patchSettings('searchResult', { contentLayoutDetail: 'SERIES' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the same-series list', () => {
  it('shows the first page, expands with More and loads the rest while scrolling', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const errors = watchErrors(page);
    await page.goto(`${server.base}/sakura/search/${firstId}`);
    const list = '[data-testid="series-list"]';
    await waitForCards(page, 6, list);
    expect(await cardTitles(page, list)).toHaveLength(6);
    expect(await cardTitles(page, list)).not.toContain('漱石 続編 01');

    await page.click('[data-testid="series-more"]');
    // Expanded, pages follow while the list's end is within 250 px of its visible part.
    await waitForCards(page, 12, list);
    expect(await page.$('[data-testid="series-more"]')).toBeNull();
    // Each page asks for the next while the end is near: once the network is idle, none is due.
    await page.waitForNetworkIdle();
    const beforeScroll = (await cardTitles(page, list)).length;
    expect(beforeScroll).toBeLessThan(24);
    expect(
      await page.$eval('.hd-series__list--expanded', (e) => e.scrollHeight - e.clientHeight),
    ).toBeGreaterThan(250);
    await page.$eval('.hd-series__list--expanded', (element) => {
      element.scrollTop = element.scrollHeight;
    });
    await waitForCards(page, beforeScroll + 6, list);
    if (beforeScroll + 6 < 24) {
      await page.$eval('.hd-series__list--expanded', (element) => {
        element.scrollTop = element.scrollHeight;
      });
    }
    await waitForCards(page, 24, list);
    const titles = await cardTitles(page, list);
    expect(new Set(titles).size).toBe(24);
    expect(titles).toEqual(expect.arrayContaining(['三四郎', 'それから', '門', '漱石 続編 22']));
    await screenshot(page, 'content-series-expanded');
    expect(errors).toEqual([]);
    await context.close();
  });
});
