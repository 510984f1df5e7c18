import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { apiFrom, consolePage } from './support';
import type { BilingualText } from '@hondana/schemas';
import { textIn } from '@hondana/schemas/texts';

// Issue 12: a footer link added in the console gets its id from the server and shows in the
// reader; in the form, the new link is titled by its own label.

const demo = useDemoBrowser();

describe('a footer link added in the console', () => {
  it('is saved with a server id, titled by its label, and shown in the reader', async () => {
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/footer`,
    );
    await page.waitForSelector('[data-testid="save-button"]');
    const before = JSON.parse((await apiFrom(page, '/api/admin/settings/footer')).body).data
      .links as unknown[];
    const index = before.length;

    // The footer's own list's "Add item" button (rjsf names it after the field).
    await page.click('#root_links__add');
    await setFieldValue(page, `#root_links_${index}_label_en`, 'Press room');
    await setFieldValue(page, `#root_links_${index}_url`, '/press');
    await page.waitForFunction(
      () => document.querySelector('form')?.innerText.includes('Press room') ?? false,
    );

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/footer'),
    );
    await page.click('[data-testid="save-button"]');
    expect((await saved).status()).toBe(200);
    const links = JSON.parse((await apiFrom(page, '/api/admin/settings/footer')).body).data
      .links as { id: string; label: BilingualText }[];
    const added = links.find((link) => textIn(link.label, 'en') === 'Press room');
    expect(added?.id).toMatch(/^[0-9a-f]{12}$/);

    const reader = await page.browserContext().newPage();
    await reader.goto(`${demo.server.base}/sakura/`);
    await reader.waitForFunction(
      () =>
        [...document.querySelectorAll('.hd-footer a')].some((a) =>
          (a as HTMLElement).innerText.includes('Press room'),
        ),
      { timeout: 15_000 },
    );
    await reader.close();
    await page.close();
  });
});
