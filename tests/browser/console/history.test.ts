import { describe, expect, it } from 'vitest';
import { adminOf } from '../content/support';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { consolePage } from './support';

// Issue 12: a settings history names who saved each version, not their account id.

const demo = useDemoBrowser();

describe('settings history', () => {
  it('names the admin who saved each version', async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('footer', { copyRight: '© Sakura Library 2026' });
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/footer`,
    );
    await page.waitForSelector('[data-testid="history-button"]');
    await page.click('[data-testid="history-button"]');
    const latest = await page.waitForSelector('[data-testid^="history-version-"]');
    const text = await latest!.evaluate((element) => element.textContent ?? '');
    expect(text).toContain('Sakura Admin');
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await screenshot(page, 'console-settings-history');
    await page.browserContext().close();
  });
});
