import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { adminOf } from '../content/support';
import { apiFrom, consolePage, saveSettings } from './support';

// Issue 12: tenant HTML is edited as formatted text that produces only what the sanitiser
// keeps; HTML the editor could not show whole is edited as source, losing nothing.

const demo = useDemoBrowser();

describe('the rich-text editor', () => {
  it('writes bold text and a link into the news panel, as the reader then shows them', async () => {
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/newInformation`,
    );
    // The demo's news opens formatted: its bold "New:" is bold in the editor.
    const editor = await page.waitForSelector('#root_html_en[contenteditable="true"]');
    expect(await editor!.$eval('strong', (element) => element.textContent)).toBe('New:');

    await editor!.click();
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('Open late on Fridays.');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'Fridays.'.length; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.click('[data-rich-text="root_html_en"] [data-action="bold"]');
    await page.click('[data-rich-text="root_html_en"] [data-action="link"]');
    const address = await page.waitForSelector('[role="dialog"] input[type="text"]');
    await address!.click({ count: 3 });
    await page.keyboard.type('https://sakura.example/hours');
    await page.click('[role="dialog"] .MuiButton-contained');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    await screenshot(page, 'console-rich-text');

    expect(await saveSettings(page, 'newInformation')).toBe(200);
    const record = JSON.parse((await apiFrom(page, '/api/admin/settings/newInformation')).body);
    expect(record.data.html.en).toBe(
      '<p>Open late on <a href="https://sakura.example/hours"><strong>Fridays.</strong></a></p>',
    );
    // The Japanese text was not touched.
    expect(record.data.html.ja).toContain('<strong>新着：</strong>');
    await page.browserContext().close();
  });

  it('edits HTML it cannot show whole as source, and saves it unchanged', async () => {
    const admin = await adminOf(demo.server);
    const html =
      '<p class="notice">Closed on <b>Monday</b></p><p><img src="/demo-images/sakura-logo.svg" alt="Sakura"></p>';
    await admin.patchSettings('newInformation', { html: { en: html, ja: '<p>お知らせ</p>' } });
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/newInformation`,
    );
    // As stored (the sanitiser writes `<img … />`), to the character.
    const stored = JSON.parse((await apiFrom(page, '/api/admin/settings/newInformation')).body);
    expect(stored.data.html.en).toContain('class="notice"');
    const source = await page.waitForSelector('textarea#root_html_en');
    expect(await source!.evaluate((element) => (element as HTMLTextAreaElement).value)).toBe(
      stored.data.html.en,
    );
    // The other language fits the editor and opens formatted.
    await page.waitForSelector('#root_html_ja[contenteditable="true"]');
    await page.click('[data-rich-text="root_html_ja"] [data-action="source"]');
    await page.waitForSelector('textarea#root_html_ja');
    await page.keyboard.press('Tab');
    expect(await page.$('[data-testid="unsaved-changes"]')).toBeNull();
    await screenshot(page, 'console-rich-text-source');
    await page.browserContext().close();
  });
});
