import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenants } from '../../../server/src/demo/tenants';
import { brokenPdf, englishPdf } from '../../support/pdfs';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { startDemoServer, type DemoServer } from '../support/server';

const [sakura] = demoTenants;
const goodTitle = 'Console upload: the bookshelf handbook';
const brokenTitle = 'Console upload: a damaged file';
let server: DemoServer;
let browser: TestBrowser;
let page: Page;
let fileDir: string;

beforeAll(async () => {
  fileDir = mkdtempSync(join(tmpdir(), 'hondana-console-content-'));
  writeFileSync(join(fileDir, 'handbook.pdf'), await englishPdf());
  writeFileSync(join(fileDir, 'damaged.pdf'), brokenPdf());
  server = await startDemoServer();
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewport({ width: 1440, height: 1000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(fileDir, { recursive: true, force: true });
});

describe('a company admin uploads contents in the console', () => {
  it('signs in to the console', async () => {
    await page.goto(`${server.base}/admin/login`);
    await page.waitForSelector('input[name="username"]');
    await page.type('input[name="username"]', sakura.admin.email);
    await page.type('input[name="password"]', sakura.admin.password);
    // The console moves on (in the page: no load to wait for) once it has the session.
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    expect(new URL(page.url()).pathname).not.toContain('/login');
  });

  it('uploads a PDF with its progress reaching 100 % and sees it in the list', async () => {
    const upload = await uploadContent(goodTitle, 'handbook.pdf');
    expect(upload.status).toBe(201);
    expect(upload.item).toEqual({ state: '1', progress: '100', percent: '100 %' });
    await page.waitForFunction(
      (title) => new URL(location.href).pathname === '/admin/contents' && rowOf(title) !== null,
      { timeout: 20_000 },
      goodTitle,
    );
  });

  it('shows the text extraction becoming DONE', async () => {
    await waitForTextStatus(goodTitle, 'DONE');
    await screenshot(page, 'console-contents-uploaded');
  });

  it('shows a broken PDF as FAILED with its reason and a Retry button', async () => {
    const upload = await uploadContent(brokenTitle, 'damaged.pdf');
    expect(upload.status).toBe(201);
    await waitForTextStatus(brokenTitle, 'FAILED');
    const cell = await page.evaluate((title) => {
      const status = rowOf(title)?.querySelector('[data-testid="text-status"]');
      return {
        error: status?.querySelector('[data-testid="text-error"]')?.textContent ?? '',
        hasRetry: [...(status?.querySelectorAll('button') ?? [])].length === 1,
      };
    }, brokenTitle);
    expect(cell.error.length).toBeGreaterThan(0);
    expect(cell.hasRetry).toBe(true);
    await screenshot(page, 'console-contents-failed');
  });

  it('opens a content with its file, text state and fields', async () => {
    await page.evaluate((title) => {
      rowOf(title)?.querySelector<HTMLElement>('td:nth-child(2)')?.click();
    }, goodTitle);
    await page.waitForSelector('[data-testid="content-file"]');
    await page.waitForSelector('#root_title');
    expect(await page.$eval('#root_title', (input) => (input as HTMLInputElement).value)).toBe(
      goodTitle,
    );
    expect(await page.$eval('[data-testid="content-file"]', (card) => card.textContent)).toContain(
      'handbook.pdf',
    );
    await screenshot(page, 'console-content-edit');
    await page.goBack();
    await definePageHelpers();
  });

  it('keeps the failed content FAILED when the admin retries it', async () => {
    await page.waitForFunction((title) => rowOf(title) !== null, {}, brokenTitle);
    const retried = page.waitForResponse((response) => response.url().includes('/extract-text'));
    await page.evaluate((title) => {
      rowOf(title)?.querySelector<HTMLButtonElement>('[data-testid="text-status"] button')?.click();
    }, brokenTitle);
    expect((await retried).status()).toBe(202);
    await waitForTextStatus(brokenTitle, 'FAILED');
  });
});

describe('a company admin groups contents', () => {
  const groupName = 'Console shelf';

  it('creates a normal content group with the schema form', async () => {
    await page.goto(`${server.base}/admin/content-groups/create`, { waitUntil: 'load' });
    await page.waitForSelector('#root_name');
    await setFieldValue(page, '#root_name', groupName);
    await setFieldValue(page, '#root_refCode', 'not a code!');
    const posts: string[] = [];
    const countPosts = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/content-groups')) {
        posts.push(request.url());
      }
    };
    page.on('request', countPosts);
    await submitForm();
    // The precompiled schema validator refuses the ref code before anything is sent.
    await page.waitForSelector('#root_refCode[aria-invalid="true"]');
    page.off('request', countPosts);
    expect(posts).toEqual([]);

    await setFieldValue(page, '#root_refCode', 'console-shelf');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/api/admin/content-groups'),
    );
    await submitForm();
    expect((await saved).status()).toBe(201);
    await page.waitForFunction(
      (name) =>
        new URL(location.href).pathname === '/admin/content-groups' &&
        document.body.innerText.includes(name),
      { timeout: 10_000 },
      groupName,
    );
  });

  it('adds the uploaded content to the group with a bulk action', async () => {
    await page.goto(`${server.base}/admin/contents`, { waitUntil: 'load' });
    await definePageHelpers();
    await page.waitForFunction((title) => rowOf(title) !== null, {}, goodTitle);
    await page.evaluate((title) => {
      rowOf(title)?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
    }, goodTitle);
    await clickButton('Add to group');
    await page.waitForSelector('[role="dialog"] [role="combobox"]');
    await page.click('[role="dialog"] [role="combobox"]');
    await page.waitForSelector('[role="option"]');
    await page.evaluate((name) => {
      [...document.querySelectorAll<HTMLElement>('[role="option"]')]
        .find((option) => option.textContent === name)
        ?.click();
    }, groupName);
    const bulk = page.waitForResponse((response) =>
      response.url().includes('/api/admin/contents/bulk'),
    );
    await clickButton('Add', '[role="dialog"]');
    expect((await bulk).status()).toBe(200);
    await page.waitForFunction(
      (title, name) => rowOf(title)?.textContent?.includes(name) ?? false,
      { timeout: 10_000 },
      goodTitle,
      groupName,
    );
  });
});

/** Clicks Save in the DOM: a toast may cover the button where a mouse click would land. */
async function submitForm() {
  await page.$eval('[data-testid="save-button"]', (button) => (button as HTMLElement).click());
}

/** Clicks the button labelled `label` (case-insensitive) once it is there. */
async function clickButton(label: string, within = 'body') {
  await page.waitForFunction(
    (text, scope) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>(`${scope} button`)];
      const button = buttons.find(
        (element) => element.textContent?.trim().toLowerCase() === text.toLowerCase(),
      );
      button?.click();
      return button !== undefined;
    },
    { timeout: 10_000 },
    label,
    within,
  );
}

describe('a company admin imports contents from CSV', () => {
  const year = new Date().getFullYear();
  const csvOf = (yearCell: number | string) =>
    [
      'id,title,author,print',
      'ID,タイトル,著者,印刷',
      `${yearCell},,,`,
      'CSV import: first book,Ann Author,0',
      'CSV import: bad print,Bob Author,9',
      'CSV import: third book,Cy Author,1',
    ]
      .map((line, index) => (index < 3 ? line : `,${line}`))
      .join('\r\n');

  it('refuses a file whose third row is not the year, with a translated message', async () => {
    writeFileSync(join(fileDir, 'wrong-year.csv'), `\uFEFF${csvOf(year - 1)}`);
    await page.goto(`${server.base}/admin/contents/import`);
    await pickImportFile('wrong-year.csv');
    await page.click('[data-testid="import-start"]');
    const problem = await page.waitForSelector('[data-testid="import-problem"]');
    const text = await problem!.evaluate((element) => element.textContent ?? '');
    expect(text).toContain(String(year));
    expect(text).not.toContain('validate.file');
  });

  it('imports the rows, follows the job to 100 % and lists the bad row by line', async () => {
    writeFileSync(join(fileDir, 'contents.csv'), `\uFEFF${csvOf(year)}`);
    await pickImportFile('contents.csv');
    const started = page.waitForResponse((response) =>
      response.url().includes('/api/admin/contents/import'),
    );
    await page.click('[data-testid="import-start"]');
    expect((await started).status()).toBe(202);
    await page.waitForSelector('[data-testid="import-progress"][data-status="done"]', {
      timeout: 30_000,
    });
    const outcome = await page.$eval('[data-testid="import-progress"]', (element) => ({
      text: element.textContent ?? '',
      lines: [...element.querySelectorAll('[data-testid="import-errors"] tbody tr')].map(
        (row) => row.querySelector('td')?.textContent,
      ),
    }));
    expect(outcome.text).toContain('100 %');
    expect(outcome.lines).toEqual(['5']);
    await screenshot(page, 'console-content-import');
  });
});

async function pickImportFile(fileName: string) {
  const input = await page.waitForSelector('input[data-testid="import-file"]');
  await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(
    join(fileDir, fileName),
  );
}

/**
 * Fills the create form, picks the PDF and submits. Returns the upload's HTTP status and the
 * upload panel's item once it has finished.
 */
async function uploadContent(title: string, fileName: string) {
  await page.goto(`${server.base}/admin/contents/create`);
  await page.waitForSelector('#root_title');
  await definePageHelpers();
  await setFieldValue(page, '#root_title', title);
  const input = await page.waitForSelector('input[data-testid="content-file-input"]');
  await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(
    join(fileDir, fileName),
  );
  await screenshot(page, 'console-content-create');
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/api/admin/content-files'),
  );
  await page.click('[data-testid="save-button"]');
  const status = (await answered).status();
  const handle = await page.waitForFunction(
    (name) => {
      const items = [...document.querySelectorAll<HTMLElement>('[data-testid="upload-item"]')];
      const item = items.reverse().find((element) => element.textContent?.includes(name));
      if (!item || item.dataset.state === '0') return null;
      return {
        state: item.dataset.state,
        progress: item.dataset.progress,
        percent: item.querySelector('[data-testid="upload-percent"]')?.textContent,
      };
    },
    { timeout: 20_000 },
    fileName,
  );
  const item = await handle.jsonValue();
  await definePageHelpers();
  return { status, item };
}

/** Waits until the list row of `title` shows the text extraction state `status`. */
async function waitForTextStatus(title: string, status: string) {
  await definePageHelpers();
  await page.waitForFunction(
    (wanted, expected) =>
      rowOf(wanted)?.querySelector<HTMLElement>('[data-testid="text-status"]')?.dataset.status ===
      expected,
    { timeout: 30_000 },
    title,
    status,
  );
}

declare global {
  function rowOf(title: string): HTMLTableRowElement | null;
}

/** `rowOf(title)` in the page: the contents list row showing that title. */
async function definePageHelpers() {
  await page.evaluate(() => {
    globalThis.rowOf = (title: string) =>
      [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')].find((row) =>
        row.textContent?.includes(title),
      ) ?? null;
  });
}
