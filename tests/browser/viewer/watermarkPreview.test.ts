import { describe, expect, it } from 'vitest';
import { consolePage, saveSettings } from '../console/support';
import { adminOf } from '../content/support';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import {
  attachPdf,
  bookPdf,
  openDetail,
  pageCanvas,
  redBox,
  redWatermark,
  signedInReader,
} from './support';

// Issue 12: the console's watermark preview draws what a reader's viewer draws on a page.

const demo = useDemoBrowser();

describe('the watermark preview', () => {
  it('shows the edited watermark where the saved one lands on a reader’s page', async () => {
    const admin = await adminOf(demo.server);
    // Red custom text at the top right; the console then edits its text and size.
    await admin.patchSettings('watermark', {
      ...redWatermark,
      contentType: 'CUSTOM',
      watermarkContent: 'Draft copy',
      position: 'TOP_RIGHT',
    });
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/watermark`,
    );
    const text = 'Licensed to Sakura Library';
    // The size first: a sample that shows the new text (its label) then has the new size too.
    await setFieldValue(page, '#root_fontSize', '28');
    await setFieldValue(page, '#root_watermarkContent', text);
    const sample = await page.waitForSelector(
      `[data-testid="watermark-preview-page"][data-rendered="true"][aria-label="${text}"]`,
    );
    const url = await sample!.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    const previewed = redBox(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
    await screenshot(page, 'console-watermark-preview');
    expect(previewed.count).toBeGreaterThan(200);
    expect(previewed.right).toBeGreaterThan(0.9);
    expect(previewed.top).toBeLessThan(0.12);

    expect(await saveSettings(page, 'watermark')).toBe(200);
    await page.browserContext().close();

    // A reader opens an A4 book: the watermark's box on the page is the preview's.
    const context = await demo.browser.createBrowserContext();
    const reader = await signedInReader(demo.server, context);
    const [groupId, contentId] = await openDetail(demo.server, reader, '門');
    await attachPdf(demo.server, contentId, await bookPdf(2));
    await reader.goto(`${demo.server.base}/sakura/view-online/${contentId}/${groupId}`);
    const read = redBox(await pageCanvas(reader, 1));
    for (const side of ['left', 'right', 'top', 'bottom'] as const) {
      expect(Math.abs(read[side] - previewed[side]), side).toBeLessThan(0.02);
    }
    await context.close();
  });
});
