import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { demoReaders } from '../../../server/src/demo/readers';
import { signIn, waitForAccount } from '../identity/support';
import { adminApi, buyInPage } from './support';
import { readerTenants, type ReaderTenant, tenantIds, type TenantIds } from './tenants';
import { seriousAxeViolations } from '../support/axe';

/**
 * axe-core on every reader screen of both demo tenants, at 1280 px and 375 px: no serious or
 * critical violation (WCAG 2.1 A and AA rules and axe's best practices). Each screen is kept
 * as a screenshot in tests/artifacts.
 */
const demo = useDemoBrowser();

interface Screen {
  name: string;
  route: (ids: TenantIds & { paymentId: string }) => string;
  signedIn: boolean;
  shows: string;
}

const screens: Screen[] = [
  { name: 'home', route: () => '/', signedIn: false, shows: '[data-testid="group-row"]' },
  {
    name: 'search',
    route: () => '/search?v.keyword=a',
    signedIn: false,
    shows: '.hd-results [data-testid="content-card"]',
  },
  {
    name: 'detail',
    route: (ids) => `/${ids.groupId}/${ids.contentId}`,
    signedIn: false,
    shows: '[data-testid="content-detail"]',
  },
  { name: 'login', route: () => '/login', signedIn: false, shows: '.hd-login form' },
  { name: 'profile', route: () => '/profile', signedIn: true, shows: '.hd-profile' },
  // The signed-in home carries the reader's favourites shelf (one favourite is added first).
  { name: 'favourites', route: () => '/', signedIn: true, shows: '[data-testid="group-row"]' },
  {
    name: 'subscription',
    route: () => '/subscription',
    signedIn: true,
    shows: '.hd-subscriptions',
  },
  {
    name: 'payment history',
    route: () => '/payment-history',
    signedIn: true,
    shows: '.hd-payment-row',
  },
  {
    name: 'payment detail',
    route: (ids) => `/payment-history/${ids.paymentId}`,
    signedIn: true,
    shows: '.hd-payment-detail [data-action="download-receipt"]',
  },
  { name: 'static page', route: () => '/about', signedIn: false, shows: '.hd-static-page' },
  { name: '404', route: () => '/404', signedIn: false, shows: '.hd-not-found' },
];

const widths = [1280, 375];

/**
 * A plan of a group other than the one the screens open, bought by the signed-in reader, so
 * the payment history has a paid row and a detail with its receipt button.
 */
async function paidPayment(tenant: ReaderTenant, page: Page, ids: TenantIds): Promise<string> {
  const call = await adminApi(demo.server, `admin@${tenant.name}.example`, `${tenant.name}-admin`);
  const groups = (await call('GET', '/plans/content-groups')) as unknown as { id: string }[];
  const group = groups.find((candidate) => candidate.id !== ids.groupId) ?? groups[0];
  const plan = await call('POST', '/plans', {
    name: 'Accessibility monthly',
    price: 1000,
    duration: 1,
    durationType: 'MONTH',
    contentGroupIds: [group.id],
    isPublished: true,
  });
  return buyInPage(page, String(plan.id), tenant.mode === 'path' ? `path=${tenant.name}` : '');
}

/** Aozora defines no pages of its own; its admin adds an about page as the console would. */
async function ensureAboutPage(tenant: ReaderTenant) {
  if (tenant.name !== 'aozora') return;
  const call = await adminApi(demo.server, 'admin@aozora.example', 'aozora-admin');
  await call('PUT', '/settings/pages', {
    data: {
      items: [
        {
          slug: 'about',
          titleEn: 'About Aozora Books',
          titleJa: '青空ブックスについて',
          htmlEn: '<p>Aozora Books publishes classic literature for every device.</p>',
          htmlJa: '<p>青空ブックスは名作文学をどの端末でも読めるようにします。</p>',
        },
      ],
    },
  });
}

describe.each(readerTenants)('accessibility of $name ($mode mode)', (tenant) => {
  let ids: TenantIds;
  let paymentId: string;
  const sessions: Record<'anonymous' | 'signedIn', { context?: BrowserContext; page?: Page }> = {
    anonymous: {},
    signedIn: {},
  };

  async function open() {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    // axe is injected as a script; the reader's CSP rightly refuses inline scripts.
    await page.setBypassCSP(true);
    return { context, page };
  }

  beforeAll(async () => {
    await ensureAboutPage(tenant);
    sessions.anonymous = await open();
    await sessions.anonymous.page!.setViewport({ width: 1280, height: 900 });
    ids = await tenantIds(sessions.anonymous.page!, tenant.url(demo.server, '/'));
    sessions.signedIn = await open();
    const page = sessions.signedIn.page!;
    await page.setViewport({ width: 1280, height: 900 });
    const reader = demoReaders.find((candidate) => candidate.email.includes(tenant.name))!;
    await page.goto(tenant.url(demo.server, '/login'));
    await signIn(page, '.hd-login', reader.email, reader.password);
    await waitForAccount(page, reader.fullName);
    // One favourite, so the signed-in home shows the favourites shelf.
    await page.goto(tenant.url(demo.server, `/${ids.groupId}/${ids.contentId}`));
    const bookmark = await page.waitForSelector('[data-testid="favourite-bookmark"]');
    if ((await bookmark!.evaluate((button) => button.getAttribute('aria-pressed'))) !== 'true') {
      await bookmark!.click();
      await page.waitForSelector('[data-testid="favourite-bookmark"][aria-pressed="true"]');
    }
    paymentId = await paidPayment(tenant, page, ids);
  });

  afterAll(async () => {
    await sessions.anonymous.context?.close();
    await sessions.signedIn.context?.close();
  });

  it.each(widths)('has no serious or critical violation at %i px', async (width) => {
    const found: string[] = [];
    for (const screen of screens) {
      const page = sessions[screen.signedIn ? 'signedIn' : 'anonymous'].page!;
      await page.setViewport({ width, height: width < 768 ? 812 : 900 });
      // axe judges the whole screen: everything it loads (shelves, sidebar, covers) is in.
      const route = screen.route({ ...ids, paymentId });
      await page.goto(tenant.url(demo.server, route), { waitUntil: 'networkidle0' });
      await page.waitForSelector(screen.shows, { timeout: 5000 });
      await screenshot(page, `screens-${tenant.name}-${screen.name.replace(' ', '-')}-${width}`);
      for (const violation of await seriousAxeViolations(page))
        found.push(`${screen.name}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
});
