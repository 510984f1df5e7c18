import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { consolePage } from './support';

// Issue 12: colours read as their hex value beside a swatch, and a text colour its readers
// could not read on its background is pointed out before it is saved.

const demo = useDemoBrowser();

describe('colour fields', () => {
  it('show the hex value and swatch, and warn about unreadable text until it is readable', async () => {
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/header`,
    );
    await page.waitForSelector('#root_backgroundColor');
    const hex = await page.$eval(
      '#root_backgroundColor',
      (input) => (input as HTMLInputElement).value,
    );
    expect(hex).toMatch(/^#[0-9a-fA-F]{6}$/);
    const swatch = await page.$eval(
      '#root_backgroundColor',
      (input) =>
        (input.closest('.MuiBox-root')?.querySelector('input[type="color"]') as HTMLInputElement)
          .value,
    );
    expect(swatch).toBe(hex.toLowerCase());

    await setFieldValue(page, '#root_backgroundColor', '#ffffff');
    await setFieldValue(page, '#root_color', '#dddddd');
    const warning = await page.waitForSelector('[data-testid="root_color-contrast"]');
    expect(await warning!.evaluate((element) => element.textContent)).toMatch(
      /contrast 1\.4:1, readers need at least 4\.5:1/,
    );
    // The swatch follows the typed value.
    expect(
      await page.$eval(
        '#root_color',
        (input) =>
          (input.closest('.MuiBox-root')?.querySelector('input[type="color"]') as HTMLInputElement)
            .value,
      ),
    ).toBe('#dddddd');
    await screenshot(page, 'console-color-contrast');

    await setFieldValue(page, '#root_color', '#1b1b1b');
    await page.waitForSelector('[data-testid="root_color-contrast"]', { hidden: true });
    await page.browserContext().close();
  });
});
