import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import { consolePage } from './support';

// Issue 31's console fixes an admin sees: the content import reached from the Contents list
// inside the console, an empty list that offers what fills it, an edit page titled by name.
const demo = useDemoBrowser();

describe('the console a tenant admin works in', () => {
  it('opens the content import from Contents, offers actions on an empty list, titles by name', async () => {
    const page = await consolePage(demo.browser, demo.server, 'sakura', 'en', `/admin/contents`);
    await page.waitForSelector('[data-testid="import-contents"]');
    await page.click('[data-testid="import-contents"]');
    // Inside the console (it left for a white page at /contents/import before).
    await page.waitForSelector('[data-testid="import-start"]');
    expect(new URL(page.url()).pathname).toBe('/admin/contents/import');

    // The demo tenant (without `npm start`'s living library) has no coupon yet.
    await page.goto(`${demo.server.base}/admin/coupons`);
    await page.waitForSelector('[data-testid="empty-list"]');
    const empty = await page.$eval('[data-testid="empty-list"]', (node) => node.textContent);
    expect(empty).toContain('No Coupons yet');
    expect(await page.$('[data-testid="empty-list"] a[href$="/admin/coupons/create"]')).not.toBe(
      null,
    );

    // A plan's edit page is titled by its name, not its id.
    const created = await page.evaluate(async () => {
      const groups = await fetch('/api/admin/plans/content-groups', { credentials: 'include' });
      const [group] = (await groups.json()) as { id: string }[];
      const response = await fetch('/api/admin/plans', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Monthly',
          price: 0,
          duration: 1,
          durationType: 'MONTH',
          contentGroupIds: [group.id],
        }),
      });
      return (await response.json()) as { id: string };
    });
    await page.goto(`${demo.server.base}/admin/plans/${created.id}`);
    await page.waitForFunction(() => document.body.innerText.includes('Plan: Monthly'), {
      timeout: 15000,
    });
  });
});
