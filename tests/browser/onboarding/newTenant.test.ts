import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../api/account/support';
import { englishPdf } from '../../support/pdfs';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { admins } from '../console/support';
import { Walker } from './walker';

// Issue 31's acceptance walk: a new tenant goes live the way a first-time admin would set it
// up, by menu items, labels and buttons only (no typed URL but the console's and the library's
// own addresses, and the links mails bring), and ends with a reader reading a bought title.
// The walker counts every action; each step leaves a screenshot in tests/artifacts.
const demo = useDemoBrowser();
const walk = new Walker('new-tenant');
let fileDir: string;
let pdf: string;

beforeAll(async () => {
  fileDir = mkdtempSync(join(tmpdir(), 'hondana-new-tenant-'));
  pdf = join(fileDir, 'momiji-guide.pdf');
  writeFileSync(pdf, await englishPdf());
});

afterAll(() => {
  rmSync(fileDir, { recursive: true, force: true });
  // The closing note quotes these figures.
  console.info(
    `new-tenant walk: ${walk.total} actions (${JSON.stringify(walk.count)}), ` +
      walk.steps.map((step) => `${step.name} ${step.actions}`).join(', '),
  );
});

const company = { name: 'Momiji Books', path: 'momiji' };
const companyAdmin = {
  email: 'owner@momiji.example',
  name: 'Kaede Owner',
  password: 'Momiji-owner-1',
};
const reader = { email: 'reader@momiji.example', name: 'Momo Reader', password: 'Momiji-reader-1' };
const title = 'The Momiji reading guide';

/** A browser context of its own, in English, at desktop width. */
async function freshPage(): Promise<Page> {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1440, height: 1000 });
  await page.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US', 'en'] });
  });
  return page;
}

/** The console's sign-in, as typed by the person. */
async function signInToConsole(page: Page, email: string, password: string) {
  await page.goto(`${demo.server.base}/admin/`);
  await walk.fill(page, 'E-mail', email);
  await walk.fill(page, 'Password', password);
  await walk.click(page, 'Sign in');
  await walk.sees(page, 'Dashboard');
}

/** The newest set-password link mailed to `email`. */
function invitationTo(email: string): string {
  const mail = outbox(demo.server)
    .filter((sent) => sent.to.includes(email))
    .at(-1);
  const link = mail && /http:\/\/\S+\/admin\/set-password\?token=[\w%-]+/.exec(mail.text);
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return link[0];
}

describe('a new tenant, from nothing to a reader reading a bought title', () => {
  let system: Page;
  let owner: Page;
  let current: Page | undefined;

  // Where a step stopped, for whoever reads a failed run.
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current && !current.isClosed()) {
      await screenshot(current, 'new-tenant-failed');
    }
  });

  it('the system admin creates the company and invites its company admin', async () => {
    system = await freshPage();
    current = system;
    await signInToConsole(system, admins.system.email, admins.system.password);
    await walk.step(system, 'system-signed-in');

    await walk.click(system, 'Companies');
    await walk.click(system, 'Create');
    await walk.fill(system, 'Name', company.name);
    await walk.fill(system, 'Service path', company.path);
    await walk.step(system, 'company-form');
    await walk.click(system, 'Save');
    // Saved: the console works on the new tenant and opens the staff invitation for it.
    await walk.sees(system, `The new staff member joins ${company.name}.`);
    await walk.fill(system, 'E-mail', companyAdmin.email);
    await walk.fill(system, 'Name', companyAdmin.name);
    await walk.step(system, 'invite-company-admin');
    await walk.click(system, 'Save');
    await walk.sees(system, `An invitation to set a password was sent to ${companyAdmin.email}`);
    await walk.step(system, 'invited');
    await system.browserContext().close();
  });

  it('the company admin follows the invitation into the console', async () => {
    owner = await freshPage();
    current = owner;
    await walk.follow(owner, invitationTo(companyAdmin.email));
    await walk.fill(owner, 'New password', companyAdmin.password);
    await walk.fill(owner, 'Repeat the password', companyAdmin.password);
    await walk.click(owner, 'Set password');
    await walk.sees(owner, 'Set up your library');
    await walk.step(owner, 'owner-dashboard');
  });

  it('brands the library and opens its shelves to visitors', async () => {
    await walk.click(owner, 'Brand: set your service name or logo');
    await walk.fill(owner, 'Service name (日本語)', 'もみじブックス');
    await walk.fill(owner, 'Service name (English)', company.name);
    // A library that sells shows its shelves before sign-in.
    await walk.choose(owner, 'Not required');
    await walk.step(owner, 'brand');
    await walk.click(owner, 'Save');
    await walk.sees(owner, 'Company saved');
  });

  it('sells in test mode until a gateway is set up', async () => {
    await walk.click(owner, 'Dashboard');
    await walk.click(owner, 'Set up payments (a gateway, or test mode)');
    await walk.choose(owner, 'Payment gateway', 'Test mode: sandbox, test cards only');
    await walk.step(owner, 'payments');
    await walk.click(owner, 'Save');
    await walk.sees(owner, 'Payment saved');
  });

  it('makes a content group and uploads a published title into it', async () => {
    await walk.click(owner, 'Dashboard');
    await walk.click(owner, 'Create a content group');
    await walk.fill(owner, 'Name', 'Guides');
    await walk.step(owner, 'group');
    await walk.click(owner, 'Save');
    await walk.sees(owner, 'Created');

    await walk.click(owner, 'Dashboard');
    await walk.click(owner, 'Upload a content with its PDF file');
    await walk.fill(owner, 'Title', title);
    await walk.upload(owner, 'Choose PDF', pdf);
    await walk.choose(owner, 'Content groups', 'Guides');
    await walk.tick(owner, 'Published');
    await walk.step(owner, 'content');
    await walk.click(owner, 'Save');
    await walk.sees(owner, 'Content uploaded');
  });

  it('publishes a first plan over the group', async () => {
    await walk.click(owner, 'Dashboard');
    await walk.click(owner, 'Publish a first subscription plan');
    await walk.fill(owner, 'Name', 'Momiji monthly');
    await walk.fill(owner, 'Price (yen, before tax)', '800');
    await walk.choose(owner, 'Content groups', 'Guides');
    await walk.tick(owner, 'Published');
    await walk.step(owner, 'plan');
    await walk.click(owner, 'Save');
    await walk.sees(owner, 'Created');

    // Every step done, the checklist folds away; unfolded, it says so.
    await walk.click(owner, 'Dashboard');
    await walk.click(owner, 'Show the setup checklist');
    await walk.sees(owner, '7 of 7 steps done');
    await walk.step(owner, 'checklist-done');
  });

  it('gives a first reader an account', async () => {
    await walk.click(owner, 'Users');
    await walk.click(owner, 'Create');
    await walk.fill(owner, 'E-mail', reader.email);
    await walk.fill(owner, 'Full name', reader.name);
    await walk.fill(owner, 'Password', reader.password);
    await walk.step(owner, 'reader-account');
    await walk.click(owner, 'Save');
    await walk.sees(owner, 'Created');
  });

  it('the reader finds the title, buys the plan by card and reads it', async () => {
    const visitor = await freshPage();
    current = visitor;
    // The library's address, as the company admin's dashboard shows it and sends it out.
    await visitor.goto(`${demo.server.base}/${company.path}/`);
    await walk.sees(visitor, title);
    await walk.step(visitor, 'library-open');
    await walk.click(visitor, 'Log in');
    await walk.fill(visitor, 'E-mail address', reader.email);
    await walk.fill(visitor, 'Password', reader.password);
    await walk.click(visitor, 'Log in', 'form');
    await walk.sees(visitor, reader.name);
    // The account speaks Japanese (the tenant's default language): the library follows it.
    await walk.click(visitor, title);
    await walk.click(visitor, '閲覧する');
    // Not yet subscribed: the plans of the title's group, to buy.
    await walk.sees(visitor, 'Momiji monthly');
    await walk.step(visitor, 'plans-popup');
    await walk.click(visitor, '購入する', 'dialog');
    await walk.fill(visitor, 'カード番号', '4242 4242 4242 4242');
    await walk.fill(visitor, '有効期限（MM/YY）', '12/34');
    await walk.fill(visitor, 'セキュリティコード', '123');
    await walk.fill(visitor, 'カード名義', 'MOMO READER');
    await walk.step(visitor, 'order-entry');
    await walk.click(visitor, '次へ');
    // 800 yen before tax, 880 with it.
    await walk.click(visitor, '¥880を支払う');
    await walk.sees(visitor, 'サブスクリプションが有効になりました。');
    await walk.step(visitor, 'thank-you');

    // Back to the title, which now opens in the viewer (a tab of its own).
    await walk.click(visitor, 'もみじブックス');
    await walk.click(visitor, title);
    const viewerTab = new Promise<Page>((resolve) => {
      visitor.browserContext().once('targetcreated', (target) => {
        void target.page().then((page) => page && resolve(page));
      });
    });
    await walk.click(visitor, '閲覧する');
    const viewer = await viewerTab;
    current = viewer;
    await viewer.setViewport({ width: 1440, height: 1000 });
    // The first page drawn: the reader is reading.
    await viewer.waitForFunction(
      () => {
        const canvas = document.querySelector('canvas');
        return canvas !== null && canvas.width > 0;
      },
      { timeout: 30_000 },
    );
    await walk.step(viewer, 'reading');
    await visitor.browserContext().close();
  });

  it('took one admin about ten minutes or less', () => {
    // A person's pace: 4 s a click or choice, 8 s a field typed, 15 s a file found on disk.
    const { clicks, fields, choices, files } = walk.count;
    const adminSeconds = walk.steps
      .filter(
        (step) =>
          !['library-open', 'plans-popup', 'order-entry', 'thank-you', 'reading'].includes(
            step.name,
          ),
      )
      .reduce((sum, step) => sum + step.actions, 0);
    expect(clicks + fields + choices + files).toBe(walk.total);
    expect(adminSeconds).toBeGreaterThan(0);
    const estimate = clicks * 4 + choices * 4 + fields * 8 + files * 15;
    console.info(`new-tenant walk: about ${Math.round(estimate / 60)} minutes of input in all`);
    expect(estimate).toBeLessThanOrEqual(10 * 60);
  });
});
