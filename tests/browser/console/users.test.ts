import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReaders } from '../../../server/src/demo/readers';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { startDemoServer, type DemoServer } from '../support/server';
import { apiFrom, consolePage } from './support';

let server: DemoServer;
let browser: TestBrowser;
let page: Page;
const folder = mkdtempSync(join(tmpdir(), 'hondana-console-'));

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchChromium();
  page = await consolePage(browser, server, 'sakura');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('a company admin creates a reader with the generated form', () => {
  it('shows the server refusal (e-mail already used) under the e-mail field', async () => {
    await page.goto(`${server.base}/admin/users/create`);
    await setFieldValue(page, '#root_email', demoReaders[0].email);
    await setFieldValue(page, '#root_fullName', 'Hana Sakura');
    await setFieldValue(page, '#root_password', 'Reading-pass1');
    const refused = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/api/admin/users'),
    );
    await page.click('[data-testid="save-button"]');
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect((await answer.json()).status).toBe(413);
    const message = await page.waitForFunction(() => {
      const field = document.querySelector('#root_email')?.closest('.MuiFormControl-root');
      const errors = field?.parentElement?.parentElement?.textContent ?? '';
      return errors.includes('already used') ? errors : false;
    });
    expect(await message.jsonValue()).toContain('This e-mail is already used.');
    await screenshot(page, 'console-user-form-server-error');
  });

  it('saves once the e-mail is free, and lists the new reader', async () => {
    await setFieldValue(page, '#root_email', 'hana@sakura.example');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/api/admin/users'),
    );
    await page.click('[data-testid="save-button"]');
    expect((await created).status()).toBe(201);
    await page.waitForFunction(() => location.pathname === '/admin/users');
    await page.waitForFunction(() => document.body.innerText.includes('hana@sakura.example'));
    await screenshot(page, 'console-users-list');
  });
});

describe('a company admin imports users from CSV', () => {
  it('shows the progress reaching 100 % and lists the bad row with its line number', async () => {
    const csv = join(folder, 'readers.csv');
    writeFileSync(
      csv,
      [
        'email,full_name,password',
        'ichiro@sakura.example,Ichiro,Import-pass1',
        'not-an-email,Broken Row,Import-pass1',
        'jiro@sakura.example,Jiro,Import-pass1',
      ].join('\n'),
    );
    await page.goto(`${server.base}/admin/imports/create`);
    const picker = (await page.waitForSelector(
      '[data-testid="import-file"]',
    )) as ElementHandle<HTMLInputElement>;
    await picker.uploadFile(csv);
    await page.waitForFunction(() => document.body.innerText.includes('readers.csv'));
    await page.click('[data-testid="import-start"]');

    await page.waitForSelector('[data-testid="import-progress"][data-status="done"]', {
      timeout: 60_000,
    });
    const percent = await page.$eval(
      '[data-testid="import-progress"] [role="progressbar"]',
      (bar) => bar.getAttribute('aria-valuenow'),
    );
    expect(percent).toBe('100');
    expect(await page.$eval('[data-testid="import-percent"]', (el) => el.textContent)).toContain(
      '100 %',
    );
    const rows = await page.$$eval('[data-testid="import-errors"] tbody tr', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe('3');
    expect(rows[0][1]).toMatch(/e-mail/i);
    await screenshot(page, 'console-user-import-done');

    const log = await page.$eval('[data-testid="import-log"]', (a) => a.getAttribute('href'));
    const logText = await apiFrom(page, String(log));
    expect(logText.status).toBe(200);
    expect(logText.body).toContain('line 3');

    const users = await apiFrom(page, '/api/admin/users?filter={"q":"@sakura.example"}');
    expect(users.body).toContain('ichiro@sakura.example');
    expect(users.body).toContain('jiro@sakura.example');
  });
});
