import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import { apiFrom, consolePage } from './support';

// Issue 12: a search tab shows boxes picked by their label, and a box is limited to content
// groups picked by name; no admin types an id.

const demo = useDemoBrowser();

/** Opens the MUI select holding `fieldId` and picks its first option not chosen yet. */
async function pickNew(page: Page, fieldId: string): Promise<{ value: string; text: string }> {
  await page.$eval(`#${fieldId}`, (input) => {
    const combobox = input.parentElement?.querySelector('[role="combobox"]');
    combobox?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const option = await page.waitForSelector(
    '[role="listbox"] [role="option"]:not([aria-selected="true"])',
  );
  const picked = await option!.evaluate((node) => ({
    value: (node as HTMLElement).dataset.value ?? '',
    text: (node as HTMLElement).innerText,
  }));
  await option!.click();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="listbox"]'));
  return picked;
}

describe('search settings pickers', () => {
  it('picks a tab’s box by label and a box’s content group by name, and saves their ids', async () => {
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/search`,
    );
    await page.waitForSelector('[data-testid="save-button"]');
    for (const summary of await page.$$('form [aria-expanded="false"].MuiAccordionSummary-root')) {
      await summary.evaluate((node) => (node as HTMLElement).click());
    }
    const box = await pickNew(page, 'root_tabs_0_searchBoxIds');
    const group = await pickNew(page, 'root_boxes_0_contentGroupIds');
    expect(box.text).not.toMatch(/^[0-9a-f-]+$/);
    expect(group.text).not.toMatch(/^[0-9a-z]{20,}$/);

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/search'),
    );
    await page.click('[data-testid="save-button"]');
    expect((await saved).status()).toBe(200);
    const { body } = await apiFrom(page, '/api/admin/settings/search');
    const data = JSON.parse(body).data as {
      tabs: { searchBoxIds: string[] }[];
      boxes: { contentGroupIds: string[] }[];
    };
    expect(data.tabs[0].searchBoxIds).toContain(box.value);
    expect(data.boxes[0].contentGroupIds).toContain(group.value);
    await page.close();
  });
});
