import { describe, expect, it } from 'vitest';
import { consolePage } from '../console/support';
import { sakuraAdmin } from '../identity/support';
import { useDemoBrowser } from '../support/demoBrowser';
import { backgroundOf, previewFrame, rgb, setFieldValue } from '../support/forms';
import { waitForPath } from './support';

// Issue 31 item 5: a tenant that requires sign-in shows its brand on the login page it gives
// visitors, and its settings preview shows the home page being edited, not that login card.

const demo = useDemoBrowser();

describe('a tenant that requires sign-in (sakura, loginRequire 1)', () => {
  it('wraps its login card in its header, banner and footer, and shows no content', async () => {
    await (await sakuraAdmin(demo.server)).updateCompanySettings({ loginRequire: 1 });
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.evaluateOnNewDocument(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
    });
    const contentAnswers: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/v1\/content/.test(response.url()) && response.ok()) {
        contentAnswers.push(response.url());
      }
    });
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${demo.server.base}/sakura/`);
    await waitForPath(page, '/sakura/login');
    await page.waitForSelector('.hd-login form');

    expect(await page.$eval('.hd-header__logo', (logo) => logo.getAttribute('src'))).toMatch(
      /sakura-logo/,
    );
    expect(await page.$eval('.hd-banner', (banner) => banner.textContent)).toContain(
      'Spring reading festival',
    );
    expect(await page.$('.hd-footer')).not.toBeNull();
    // The header's Login button would open the form the page already is.
    expect(await page.$('.hd-header__login')).toBeNull();
    expect(await page.$$('[data-testid="group-row"], .hd-card, .hd-sidebar')).toHaveLength(0);
    expect(contentAnswers).toEqual([]);
    await context.close();
  });

  it("previews the header on its home page, with the admin's edit", async () => {
    const page = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/settings/header`,
    );
    const frame = await previewFrame(page);
    await frame.waitForSelector('[data-testid="group-row"]');
    expect(await frame.evaluate(() => location.pathname)).toMatch(/^\/admin\/preview\/[^/]+\/$/);
    expect(await frame.$('.hd-login')).toBeNull();

    await setFieldValue(page, '#root_backgroundColor', '#1b5e20');
    await frame.waitForFunction(
      (expected) => {
        const header = document.querySelector('.hd-header');
        return header !== null && getComputedStyle(header).backgroundColor === expected;
      },
      { timeout: 10_000 },
      rgb('#1b5e20'),
    );
    expect(await backgroundOf(frame, '.hd-header')).toBe(rgb('#1b5e20'));
    await page.browserContext().close();
  });
});
