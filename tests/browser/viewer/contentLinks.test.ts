import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { consolePage } from '../console/support';
import { sakuraReader, signIn, waitForAccount, watchErrors } from '../content/support';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { attachPdf, bookPdf, openDetail, pageCanvas } from './support';

const demo = useDemoBrowser();
const ARTIFACTS = 'tests/artifacts/content-links';

/** A day some weeks ahead, as the console's date field takes it. */
const LATER = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A JSON POST from `page`'s own origin, with its cookies (a console or reader session). */
function postFrom(page: Page, url: string, body: unknown) {
  return page.evaluate(
    async (target, payload) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    url,
    body,
  );
}

describe('content links and direct views', () => {
  it('an admin shares a content from its page; anyone opens the link; revoking ends it', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const reader = await (await demo.browser.createBrowserContext()).newPage();
    const [, contentId] = await openDetail(demo.server, reader, '走れメロス');
    await attachPdf(demo.server, contentId, await bookPdf(2));

    // The console: the content's page → Share link → the form has the content chosen.
    const admin = await consolePage(
      demo.browser,
      demo.server,
      'sakura',
      'en',
      `/admin/contents/${contentId}`,
    );
    await admin.waitForSelector('a[href*="/content-links/create"]');
    await admin.click('a[href*="/content-links/create"]');
    const chosen = await admin.waitForSelector('input[id="root_contentId"]');
    await admin.waitForFunction(
      (input) => (input as HTMLInputElement).value === '走れメロス',
      {},
      chosen,
    );
    await setFieldValue(admin, 'input[id="root_label"]', 'Book club');
    await setFieldValue(admin, 'input[id="root_expiryDate"]', LATER);
    await admin.click('input[id="root_allowAnonymous"]');
    await admin.click('[data-testid="save-button"], button[type="submit"]');
    const address = await admin.waitForSelector('[data-testid="content-link-address"] p[title]');
    const url = await address!.evaluate((element) => element.getAttribute('title') as string);
    expect(url).toMatch(new RegExp(`^${demo.server.base}/sakura/content/[A-Za-z0-9_-]{43}$`));
    await admin.screenshot({ path: `${ARTIFACTS}/console-link.png` });

    // A visitor who never signed in opens it: the book, with the link named in the mark.
    const visitor = await (await demo.browser.createBrowserContext()).newPage();
    await visitor.setViewport({ width: 375, height: 740 });
    const errors = watchErrors(visitor);
    await visitor.goto(url);
    await pageCanvas(visitor, 1);
    expect(await visitor.title()).toBe('走れメロス');
    expect(await visitor.$('[data-testid="login-dialog"]')).toBeNull();
    await visitor.screenshot({ path: `${ARTIFACTS}/visitor-375.png` });

    // The list shows it opened once; revoking it (delete) ends the link.
    await admin.goto(`${demo.server.base}/admin/content-links`);
    const row = await admin.waitForSelector('xpath/.//tr[.//span[text()="Book club"]]');
    expect(await row!.evaluate((element) => element.textContent)).toContain('走れメロス');
    await row!.click();
    await admin.waitForSelector('[data-testid="content-link-address"]');
    await admin.click('button[aria-label="Delete"], button.ra-delete-button');
    await admin.click('.RaConfirm-confirmPrimary, button.ra-confirm');
    await admin.waitForFunction(() => location.pathname.endsWith('/admin/content-links'));

    await visitor.reload();
    const refusal = await visitor.waitForSelector('[data-testid="viewer-refused"]');
    // The visitor's browser asks for English; the catalogue's 600 says why (the message
    // paragraphs; the card also has a link back to the library).
    const message = await refusal!.$$eval('p', (all) => all.map((p) => p.textContent).join(''));
    expect(message).toBe(
      'You are not allowed to view this book.This link is not valid or has been used.',
    );
    expect(errors).toEqual([]);
  });

  it('a link for readers asks to sign in first; a direct view opens without the session', async () => {
    const page = await (await demo.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1000, height: 900 });
    const errors = watchErrors(page);
    const [groupId, contentId] = await openDetail(demo.server, page, '人間失格');
    await attachPdf(demo.server, contentId, await bookPdf(2));
    const link = { contentId, expiryDate: LATER };
    // The reader's page has no console session: links are made in the console only.
    expect((await postFrom(page, '/api/admin/content-links', link)).status).toBe(401);
    const admin = await consolePage(demo.browser, demo.server, 'sakura');
    const created = await postFrom(admin, '/api/admin/content-links', link);
    await page.goto((created.body as { url: string }).url);
    await page.waitForSelector('[data-testid="login-dialog"]');
    await signIn(page, '[data-testid="login-dialog"]', sakuraReader.email, sakuraReader.password);
    await pageCanvas(page, 1);

    // The signed-in reader takes a direct-view token (as an app would) …
    const issued = await postFrom(page, '/api/v1/content/public/direct-view-token?path=sakura', {
      content_id: contentId,
      content_group_id: groupId,
    });
    const { path } = (issued.body as { data: { path: string } }).data;
    // … and a web view without any session opens it.
    const embed = await (await demo.browser.createBrowserContext()).newPage();
    await embed.setViewport({ width: 375, height: 740 });
    await embed.goto(`${demo.server.base}/sakura${path}`);
    await pageCanvas(embed, 1);
    expect(await embed.title()).toBe('人間失格');
    await embed.goto(`${demo.server.base}/sakura/direct-view/${'x'.repeat(43)}`);
    await embed.waitForSelector('[data-testid="viewer-refused"]');
    expect(errors).toEqual([]);
    await page.goto(`${demo.server.base}/sakura/`);
    await waitForAccount(page, sakuraReader.fullName);
  });
});
