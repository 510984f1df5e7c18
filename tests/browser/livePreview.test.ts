import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenants } from '../../server/src/demo/tenants';
import { artifactsDir, launchChromium, screenshot, type TestBrowser } from './support/chromium';
import { backgroundOf, previewFrame, rgb, setFieldValue } from './support/forms';
import { pixelDifference, settle } from './support/pixels';
import { startDemoServer, type DemoServer } from './support/server';

const [sakura, aozora] = demoTenants;
const newHeaderColour = '#2e7d32';
const bannerMessage = 'Spring reading fair: 20% off every plan';
let server: DemoServer;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchChromium();
  page = await browser.newPage();
  // A test that leaves a form unsaved: the next one navigates on (beforeunload: leave).
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });
  await page.setViewport({ width: 1440, height: 1000 });
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'en-US,en' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a company admin edits the header and the banner with a live preview', () => {
  it('signs in to the console', async () => {
    await page.goto(`${server.base}/admin/login`);
    await page.waitForSelector('input[name="username"]');
    await page.type('input[name="username"]', sakura.admin.email);
    await page.type('input[name="password"]', sakura.admin.password);
    // The console moves on (in the page: no load to wait for) once it has the session.
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    expect(new URL(page.url()).pathname).not.toContain('/login');
  });

  it('sees the new header colour in the preview before saving, then saves it', async () => {
    await page.goto(`${server.base}/admin/settings/header`);
    const frame = await previewFrame(page);
    expect(await backgroundOf(frame, '.hd-header')).toBe(
      rgb(String(sakura.settings.header.backgroundColor)),
    );

    await setFieldValue(page, '#root_backgroundColor', newHeaderColour);
    await frame.waitForFunction(
      (expected) =>
        getComputedStyle(document.querySelector('.hd-header')!).backgroundColor === expected,
      { timeout: 10_000 },
      rgb(newHeaderColour),
    );
    await screenshot(page, 'console-header-preview-unsaved');
    // Not saved yet: the tenant's reader still shows the stored colour.
    expect(await readerHeaderColour(`${server.base}/sakura/`)).toBe(
      rgb(String(sakura.settings.header.backgroundColor)),
    );

    await save(page);
  });

  it('sees a new banner message in the preview before saving, then saves it', async () => {
    await page.goto(`${server.base}/admin/settings/banner`);
    const frame = await previewFrame(page);
    await page.waitForSelector('#root_isShow');
    if (!(await page.$eval('#root_isShow', (el) => (el as HTMLInputElement).checked))) {
      await page.click('#root_isShow');
    }
    await chooseRadio(page, 'root_typeBanner', 'Message');
    // The reader speaks the browser's English: the English half of the bilingual message.
    await setFieldValue(page, '#root_message_en', bannerMessage);
    await frame.waitForFunction(
      (text) => document.querySelector('.hd-banner--message')?.textContent?.includes(text),
      { timeout: 10_000 },
      bannerMessage,
    );
    await screenshot(page, 'console-banner-preview-unsaved');
    await save(page);
  });

  it('shows both changes in the reader after a reload, and leaves the other tenant alone', async () => {
    const reader = await browser.newPage();
    await reader.goto(`${server.base}/sakura/`);
    expect(await backgroundOf(reader, '.hd-header')).toBe(rgb(newHeaderColour));
    await reader.waitForSelector('.hd-banner--message');
    expect(await reader.$eval('.hd-banner--message', (el) => el.textContent)).toContain(
      bannerMessage,
    );
    await screenshot(reader, 'reader-sakura-after-save');

    await reader.goto(`http://aozora.localhost:${server.port}/`);
    expect(await backgroundOf(reader, '.hd-header')).toBe(
      rgb(String(aozora.settings.header.backgroundColor)),
    );
    expect(await reader.evaluate(() => document.body.innerText)).not.toContain(bannerMessage);
    await screenshot(reader, 'reader-aozora-unchanged');
    await reader.close();
  });
});

describe('the preview of a draft is the page the reader gets once it is saved', () => {
  const draftColour = '#6a1b9a';

  it('renders the draft in the preview and the saved reader page alike', async () => {
    // Full-width preview in a window wide enough for the 1280 px desktop at scale 1
    // (previewPages.test.ts does the same for every kind).
    await page.setViewport({ width: 1600, height: 1000 });
    await page.goto(`${server.base}/admin/settings/header`);
    const frame = await previewFrame(page);
    await setFieldValue(page, '#root_backgroundColor', draftColour);
    await frame.waitForFunction(
      (expected) =>
        getComputedStyle(document.querySelector('.hd-header')!).backgroundColor === expected,
      { timeout: 10_000 },
      rgb(draftColour),
    );
    await page.click('[data-testid="preview-wide"]');
    await page.waitForSelector('[data-testid="preview-frame"][data-scale="1"]');
    await settle(frame, ['.hd-preview-badge']);
    const size = await frame.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    const frameElement = (await page.$('[data-testid="preview-frame"]'))!;
    const preview = await frameElement.screenshot({ path: artifact('preview-draft-header') });
    await page.click('[data-testid="preview-wide"]');

    await save(page);
    const reader = await browser.newPage();
    await reader.setViewport(size);
    // Compared pixel by pixel with the preview: all the page loads (shelves, covers) is in.
    await reader.goto(`${server.base}/sakura/`, { waitUntil: 'networkidle0' });
    expect(await backgroundOf(reader, '.hd-header')).toBe(rgb(draftColour));
    await settle(reader);
    const saved = await reader.screenshot({ path: artifact('preview-saved-header') });
    await reader.close();
    await page.setViewport({ width: 1440, height: 1000 });

    // Not zero: the two are separate documents (a blinking cursor, sub-pixel text), but the
    // draft's colour, layout and texts are the same, so almost every pixel agrees.
    expect(pixelDifference(preview, saved)).toBeLessThan(0.01);
  });

  it('shows the errors of an invalid draft instead of rendering it', async () => {
    await page.goto(`${server.base}/admin/settings/header`);
    await previewFrame(page);
    await setFieldValue(page, '#root_height', '500');
    const refused = await page.waitForSelector('[data-testid="preview-refused"]', {
      timeout: 10_000,
    });
    expect(await refused!.evaluate((element) => element.textContent)).toContain('height');
    await screenshot(page, 'console-header-preview-refused');
    await setFieldValue(page, '#root_height', '64');
    await page.waitForSelector('[data-testid="preview-refused"]', { hidden: true });
  });
});

describe('the preview at each device width', () => {
  it('lays the reader out at desktop, tablet and phone width, scaled into the panel', async () => {
    await page.goto(`${server.base}/admin/settings/header`);
    const frame = await previewFrame(page);
    const seen: Record<string, { innerWidth: number; scale: number; shown: number }> = {};
    for (const [device, button] of [
      ['tablet', '[data-testid="preview-tablet"]'],
      ['mobile', '[data-testid="preview-mobile"]'],
      ['desktop', '[data-testid="preview-desktop"]'],
    ]) {
      await page.click(button);
      const element = await page.waitForSelector(
        `[data-testid="preview-frame"][data-device="${device}"]`,
      );
      const scale = Number(await element!.evaluate((e) => e.getAttribute('data-scale')));
      const innerWidth = await frame.evaluate(() => window.innerWidth);
      const shown = Math.round((await element!.boundingBox())!.width);
      seen[device] = { innerWidth, scale, shown };
      if (device === 'tablet') await screenshot(page, 'console-preview-tablet');
    }
    expect(seen.desktop.innerWidth).toBe(1280);
    expect(seen.tablet.innerWidth).toBe(768);
    expect(seen.mobile.innerWidth).toBe(375);
    // The panel beside the form is narrower than a desktop or a tablet: both are scaled.
    expect(seen.desktop.scale).toBeLessThan(1);
    expect(seen.tablet.scale).toBeLessThan(1);
    for (const { innerWidth, scale, shown } of Object.values(seen)) {
      expect(Math.abs(shown - innerWidth * scale)).toBeLessThanOrEqual(1);
    }
  });
});

const artifact = (name: string) => join(artifactsDir, `${name}.png`) as `${string}.png`;

async function save(target: Page) {
  const saved = target.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/api/admin/settings/'),
  );
  await target.click('[data-testid="save-button"]');
  expect((await saved).status()).toBe(200);
}

/** Picks the radio button of an rjsf enum field by the label the admin sees. */
async function chooseRadio(target: Page, name: string, label: string) {
  const radios = await target.$$(`input[type="radio"][name="${name}"]`);
  for (const radio of radios) {
    const text = await radio.evaluate((input) => input.closest('label')?.textContent?.trim());
    if (text === label) {
      await radio.click();
      return;
    }
  }
  throw new Error(`no radio "${label}" in ${name}`);
}

async function readerHeaderColour(url: string): Promise<string> {
  const reader = await browser.newPage();
  await reader.goto(url);
  const colour = await backgroundOf(reader, '.hd-header');
  await reader.close();
  return colour;
}
