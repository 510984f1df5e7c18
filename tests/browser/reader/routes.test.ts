import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import { updateCompany, waitForPath } from './support';

const demo = useDemoBrowser();

async function newPage() {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return { context, page };
}

describe('guard 11: the first segment', () => {
  it.each(['nowhere', 'elsewhere'])('sends /%s (lowercase, not reserved) home', async (segment) => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/${segment}`);
    await waitForPath(page, '/sakura/');
    expect(await page.$('.hd-not-found')).toBeNull();
    await context.close();
  });

  it('keeps /404 for a segment with no lowercase letter', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/ABOUT`);
    await waitForPath(page, '/sakura/404');
    await context.close();
  });
});

describe('tenant-defined static pages', () => {
  it('shows the demo footer’s about, guide and FAQ pages instead of a dead end', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/`);
    await page.waitForSelector('.hd-footer a[href$="/about"]');
    for (const [slug, titles] of [
      ['about', ['About the library', 'さくら文庫について']],
      ['guide', ['How to read', '読み方']],
      ['faq', ['FAQ', 'よくある質問']],
    ] as const) {
      await page.click(`.hd-footer a[href$="/${slug}"]`);
      await waitForPath(page, `/sakura/${slug}`);
      // The address changes before the new page replaces the last one's heading.
      await page.waitForFunction(
        (wanted: readonly string[]) =>
          wanted.includes(document.querySelector('.hd-static-page h1')?.textContent ?? ''),
        {},
        titles,
      );
      expect(await page.$eval('.hd-static-page__body', (body) => body.children.length)).toBe(
        slug === 'faq' ? 2 : 1,
      );
    }
    await context.close();
  });
});

// Last: it turns the demo's sakura into an OPEN_TYPE tenant for the rest of this file.
describe('an OPEN_TYPE tenant', () => {
  it('sends /profile home instead of a spinner that waits for a user forever', async () => {
    await updateCompany(demo.server, 'sakura', { accountType: 'OPEN_TYPE' });
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/sakura/profile`);
    await waitForPath(page, '/sakura/');
    expect(await page.$('.hd-profile')).toBeNull();
    expect(await page.$('.hd-page-spinner')).toBeNull();
    await context.close();
  });
});
