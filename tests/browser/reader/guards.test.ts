import type { Page } from 'puppeteer-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';
import { updateCompany, waitForPath } from './support';
import { readerTenants, tenantIds } from './tenants';

/**
 * Spec 000 §2 guards 1-10, each asserting where the reader lands and what it shows (guard 11
 * and the per-route sign-in rules are rows of routeTable.test.ts). Settings changes are undone
 * after each test, so the order does not matter.
 */
const demo = useDemoBrowser();
const sakura = readerTenants[0];
const url = (route: string) => sakura.url(demo.server, route);
const undo: (() => Promise<void>)[] = [];

afterEach(async () => {
  while (undo.length) await undo.pop()!();
});

async function newPage() {
  const context = await demo.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return { context, page };
}

/** Changes sakura's company settings or record for one test. */
async function withLoginRequire(loginRequire: 0 | 1 | 2) {
  const admin = await sakuraAdmin(demo.server);
  await admin.updateCompanySettings({ loginRequire });
  undo.push(() => admin.updateCompanySettings({ loginRequire: 0 }));
}

async function withAccountType(accountType: string) {
  await updateCompany(demo.server, 'sakura', { accountType });
  undo.push(() => updateCompany(demo.server, 'sakura', { accountType: 'EMAIL' }));
}

/** Sakura in no-layout mode (spec §2's route set) for one test. */
async function withNoLayout() {
  const admin = await sakuraAdmin(demo.server);
  const patch = async (noLayout: boolean) => {
    const current = await admin.call('GET', '/settings/layout');
    const data = (current.data ?? {}) as Record<string, unknown>;
    await admin.call('PUT', '/settings/layout', { data: { ...data, noLayout } });
  };
  await patch(true);
  undo.push(() => patch(false));
}

async function signedInSakura(page: Page) {
  await page.goto(url('/login'));
  await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
  await waitForAccount(page, sakuraReader.fullName);
}

/** Rewrites the session user of the next sign-in answer (a case the server never produces). */
async function rewriteLoginAnswer(page: Page, change: (user: Record<string, unknown>) => void) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/auth/login') || request.method() !== 'POST') {
      void request.continue();
      return;
    }
    void (async () => {
      const answer = await fetch(request.url(), {
        method: 'POST',
        headers: { ...request.headers(), origin: demo.server.base },
        body: request.postData(),
      });
      const body = (await answer.json()) as { data: { user: Record<string, unknown> } };
      change(body.data.user);
      await request.respond({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(body),
      });
    })();
  });
}

describe('guard 1: settings', () => {
  it('shows the 404 page when the tenant does not load', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/no-such-library/`);
    await page.waitForSelector('.hd-not-found', { timeout: 5000 });
    expect(await page.$('.hd-not-found')).not.toBeNull();
    await context.close();
  });

  it('keeps the payment error page when the tenant does not load there', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/no-such-library/veritrans-payment/error`);
    await page.waitForSelector('.hd-payment-error h1', { timeout: 5000 });
    expect(await page.$('.hd-not-found')).toBeNull();
    await screenshot(page, 'guard1-payment-error');
    await context.close();
  });
});

describe('guard 2: tenant check', () => {
  it('sends the admin first segment to the admin sign-in', async () => {
    const { context, page } = await newPage();
    await page.goto(`${demo.server.base}/admin`);
    await page.waitForFunction(() => location.pathname.startsWith('/admin/login'), {
      timeout: 5000,
    });
    await context.close();
  });
});

describe('guards 3, 4, 10: account type and the login setting', () => {
  it('loginRequire 0 shows home to anonymous visitors', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/'));
    await page.waitForSelector('[data-testid="group-row"]');
    await context.close();
  });

  it('loginRequire 1 sends anonymous visitors to /login, and from the app with its flag', async () => {
    await withLoginRequire(1);
    const { context, page } = await newPage();
    await page.goto(url('/'));
    await waitForPath(page, '/sakura/login');
    await page.goto(url('/?UserID=app-token'));
    await waitForPath(page, '/sakura/login');
    expect(new URL(page.url()).searchParams.get('is_login_mobile_app')).toBe('true');
    await context.close();
  });

  it('loginRequire 2 lets anonymous visitors browse; viewing a book asks for sign-in', async () => {
    await withLoginRequire(2);
    const { context, page } = await newPage();
    const ids = await tenantIds(page, url('/'));
    await page.goto(url(`/${ids.groupId}/${ids.contentId}`));
    await page.waitForSelector('[data-testid="content-detail"]');
    await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
    await page.waitForSelector('[data-testid="login-dialog"]', { timeout: 5000 });
    await context.close();
  });

  it('LEARNING_ID forces the login route', async () => {
    await withAccountType('LEARNING_ID');
    const { context, page } = await newPage();
    await page.goto(url('/'));
    await waitForPath(page, '/sakura/login');
    await context.close();
  });

  it('OPEN_TYPE sends the login pages home and needs no sign-in', async () => {
    await withAccountType('OPEN_TYPE');
    await withLoginRequire(1);
    const { context, page } = await newPage();
    for (const route of ['/login', '/forget-password']) {
      await page.goto(url(route));
      await waitForPath(page, '/sakura/');
      await page.waitForSelector('[data-testid="group-row"]');
    }
    await context.close();
  });
});

describe('guard 5: pages that need a reader', () => {
  it('an anonymous visitor of the viewer gets the sign-in instead of the book', async () => {
    const { context, page } = await newPage();
    const ids = await tenantIds(page, url('/'));
    await page.goto(url(`/view-online/${ids.contentId}`));
    await page.waitForSelector('[data-testid="login-dialog"]', { timeout: 5000 });
    expect(await page.$('.hd-viewer canvas')).toBeNull();
    await context.close();
  });
});

describe('guards 6 and 7: whose session it is', () => {
  it('logs a staff role out and sends it to /admin/login', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/login'));
    await rewriteLoginAnswer(page, (user) => {
      user.role_level = 2;
    });
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await page.waitForFunction(() => location.pathname.startsWith('/admin/login'), {
      timeout: 5000,
    });
    await context.close();
  });

  it('logs out a session of another tenant', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/login'));
    await rewriteLoginAnswer(page, (user) => {
      user.path = 'aozora';
    });
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await waitForPath(page, '/sakura/login');
    expect(await page.$('.hd-account__toggle')).toBeNull();
    await context.close();
  });
});

describe('guard 8: provider and app login queries start clean', () => {
  it('ends the existing session on /login?is_login_mobile_app=true', async () => {
    const { context, page } = await newPage();
    await signedInSakura(page);
    // The page ends the session with a request of its own: done before the next address.
    const loggedOut = page.waitForResponse((response) => response.url().includes('/auth/logout'));
    await page.goto(url('/login?is_login_mobile_app=true'));
    await page.waitForSelector('.hd-login form');
    await loggedOut;
    await page.goto(url('/profile'));
    await waitForPath(page, '/sakura/login');
    await context.close();
  });
});

describe('guard 9: the cached route', () => {
  it('returns to the page that asked for sign-in, but never to a login route', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/profile'));
    await waitForPath(page, '/sakura/login');
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForPath(page, '/sakura/profile');
    await page.waitForSelector('.hd-profile');
    await context.close();

    const fresh = await newPage();
    await fresh.page.goto(url('/forget-password'));
    await fresh.page.waitForSelector('#hd-forgot-id');
    await fresh.page.goto(url('/login'));
    await signIn(fresh.page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForPath(fresh.page, '/sakura/');
    await fresh.context.close();
  });
});

describe('no-layout mode (a layout setting)', () => {
  it('keeps only spec §2’s no-layout routes, bare, and sends the rest to /404', async () => {
    const { context, page } = await newPage();
    const ids = await tenantIds(page, url('/'));
    await withNoLayout();
    for (const route of [
      `/${ids.groupId}/${ids.contentId}`,
      `/${ids.contentId}`,
      `/search/${ids.contentId}`,
    ]) {
      await page.goto(url(route));
      await page.waitForSelector('[data-testid="content-detail"]', { timeout: 5000 });
      expect(await page.$('.hd-header')).toBeNull();
      expect(await page.$('.hd-footer')).toBeNull();
    }
    await screenshot(page, 'no-layout-detail');
    for (const route of ['/', '/search', '/profile', `/home-search/${ids.groupId}`]) {
      await page.goto(url(route));
      await waitForPath(page, '/sakura/404');
    }
    // Guard 11 in no-layout mode: a malformed content id goes to /404 after 200 ms.
    await page.goto(url(`/${ids.groupId}/short`), { waitUntil: 'domcontentloaded' });
    await waitForPath(page, '/sakura/404');
    await context.close();
  });
});
