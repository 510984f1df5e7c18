import type { Page } from 'puppeteer-core';
import type { DemoServer } from '../support/server';
import type { ReaderTenant, TenantIds } from './tenants';

/**
 * Spec 000 §2's route table: each address of the reader, where it lands anonymous and signed
 * in, and what the landing shows. The route suite (routeTable.test.ts) checks the landings;
 * the accessibility suite (routesAccessibility.test.ts) runs axe on each page landed on.
 */
export interface Landing {
  /** Where the address ends up, relative to the tenant's base. */
  path: string;
  /** An element the landing page shows. */
  shows: string;
}

export interface Row {
  route: (ids: TenantIds) => string;
  anonymous: (tenant: ReaderTenant) => Landing;
  /** Signed in, when it differs from anonymous; null: not visited signed in. */
  signedIn?: ((tenant: ReaderTenant) => Landing) | null;
}

const at = (path: string, shows: string): Landing => ({ path, shows });
const HOME = at('/', '[data-testid="group-row"]');
const LOGIN = at('/login', '.hd-login');
const NOT_FOUND = at('/404', '.hd-not-found');
const DETAIL = '[data-testid="content-detail"]';
const REFUSED = '[data-testid="viewer-refused"]';
/** 43 URL-safe characters, as links and viewer tokens are, known to no tenant. */
const UNKNOWN_TOKEN = 'a'.repeat(43);
/** Aozora's home-and-search layout has no /home-search (spec §2). */
const homeSearch = (tenant: ReaderTenant, landing: Landing) =>
  tenant.layout === 'HOME_AND_SEARCH' ? at('/search', '.hd-search-panel') : landing;

export const routeRows: Record<string, Row> = {
  '/': { route: () => '/', anonymous: () => HOME },
  // A signed-in reader has nothing to do on the login pages: home.
  '/login': { route: () => '/login', anonymous: () => LOGIN, signedIn: () => HOME },
  '/login?is_login_mobile_app=true': {
    route: () => '/login?is_login_mobile_app=true',
    anonymous: () => LOGIN,
    // Guard 8 would end the session this table reuses; the guard suite covers it.
    signedIn: null,
  },
  '/forget-password': {
    route: () => '/forget-password',
    anonymous: () => at('/forget-password', '.hd-login form'),
    signedIn: () => HOME,
  },
  '/forget-password?sent=true&email=…': {
    route: () => '/forget-password?sent=true&email=reader%40example.com',
    anonymous: () => at('/forget-password', '.hd-login [role="status"]'),
    signedIn: () => HOME,
  },
  '/search': { route: () => '/search', anonymous: () => at('/search', '.hd-search-panel') },
  '/search/{contentId}': {
    route: (ids) => `/search/${ids.contentId}`,
    anonymous: () => at('/search/*', DETAIL),
  },
  // An unknown link or token (well formed): the viewer says it may not open it (600).
  '/content/{contentToken}': {
    route: () => `/content/${UNKNOWN_TOKEN}`,
    anonymous: () => at('/content/*', REFUSED),
  },
  '/content/{not a token}': { route: () => '/content/nottoken', anonymous: () => NOT_FOUND },
  '/direct-view/{viewToken}': {
    route: () => `/direct-view/${UNKNOWN_TOKEN}`,
    anonymous: () => at('/direct-view/*', REFUSED),
  },
  '/direct-view/{not a token}': {
    route: () => '/direct-view/nottoken',
    anonymous: () => NOT_FOUND,
  },
  '/view-online/{id}/{contentGroupId}': {
    route: (ids) => `/view-online/${ids.contentId}/${ids.groupId}`,
    anonymous: () => at('/view-online/*/*', '.hd-login-dialog'),
    signedIn: () => at('/view-online/*/*', '[data-testid="viewer"]'),
  },
  '/view-online/{id}': {
    route: (ids) => `/view-online/${ids.contentId}`,
    anonymous: () => at('/view-online/*', '.hd-login-dialog'),
    signedIn: () => at('/view-online/*', '[data-testid="viewer"]'),
  },
  '/profile': {
    route: () => '/profile',
    anonymous: () => LOGIN,
    signedIn: () => at('/profile', '.hd-profile'),
  },
  '/notifications': {
    route: () => '/notifications',
    anonymous: () => LOGIN,
    signedIn: () => at('/notifications', '.hd-notifications'),
  },
  '/payment-history': {
    route: () => '/payment-history',
    anonymous: () => LOGIN,
    signedIn: () => at('/payment-history', '.hd-payments h1'),
  },
  // A payment of no one's: the page says so and leads back to the list.
  '/payment-history/{id}': {
    route: () => '/payment-history/nopaymentwiththisid',
    anonymous: () => LOGIN,
    signedIn: () =>
      at(
        '/payment-history/nopaymentwiththisid',
        '.hd-payment-detail--missing a[href$="/payment-history"]',
      ),
  },
  '/subscription': {
    route: () => '/subscription',
    anonymous: () => LOGIN,
    signedIn: () => at('/subscription', '.hd-subscriptions'),
  },
  '/subscription/{subscriptionId}': {
    route: () => '/subscription/noplanwiththisidanywhere',
    // Spec §8: a plan that does not load sends the reader to the login page.
    anonymous: () => LOGIN,
    signedIn: null,
  },
  '/home-search': {
    route: () => '/home-search',
    anonymous: (tenant) => homeSearch(tenant, at('/home-search', '.hd-search-panel')),
  },
  '/home-search/{contentGroupId}': {
    route: (ids) => `/home-search/${ids.groupId}`,
    anonymous: (tenant) => homeSearch(tenant, at('/home-search/*', '.hd-search-panel')),
  },
  '/home-search/{contentGroupId}/{contentId}': {
    route: (ids) => `/home-search/${ids.groupId}/${ids.contentId}`,
    anonymous: (tenant) => homeSearch(tenant, at('/home-search/*/*', DETAIL)),
  },
  '/order-entry/{subscriptionId}': {
    route: () => '/order-entry/noplanwiththisidanywhere',
    anonymous: () => LOGIN,
    // An unknown plan: the error toast, and the page stops waiting with a way back.
    signedIn: () =>
      at('/order-entry/noplanwiththisidanywhere', '.hd-order--missing a[href$="/subscription"]'),
  },
  // No order in progress: back to the plans.
  '/veritrans-payment/confirm': {
    route: () => '/veritrans-payment/confirm',
    anonymous: () => LOGIN,
    signedIn: () => at('/subscription', '.hd-subscriptions'),
  },
  '/veritrans-payment/error': {
    route: () => '/veritrans-payment/error',
    anonymous: () => LOGIN,
    signedIn: () => at('/veritrans-payment/error', '.hd-payment-error'),
  },
  '/thank-you': {
    route: () => '/thank-you',
    anonymous: () => LOGIN,
    signedIn: () => at('/thank-you', '.hd-order'),
  },
  '/{contentGroupId}': {
    route: (ids) => `/${ids.groupId}`,
    anonymous: () => at('/*', '.hd-page [data-testid="content-card"]'),
  },
  '/{contentGroupId}/{contentId}': {
    route: (ids) => `/${ids.groupId}/${ids.contentId}`,
    anonymous: () => at('/*/*', DETAIL),
  },
  '/404': { route: () => '/404', anonymous: () => NOT_FOUND },
  // Guard 11: a lowercase first segment that is not reserved goes home; others are 404.
  '/nowhere': { route: () => '/nowhere', anonymous: () => HOME },
  '/ABOUT': { route: () => '/ABOUT', anonymous: () => NOT_FOUND },
  // Guard 11: a contentId failing the element-id pattern goes home.
  '/{contentGroupId}/{bad contentId}': {
    route: (ids) => `/${ids.groupId}/short`,
    anonymous: () => HOME,
  },
  '/about (a tenant page, else home)': {
    route: () => '/about',
    anonymous: (tenant) => (tenant.name === 'sakura' ? at('/about', '.hd-static-page') : HOME),
  },
};

/** `*` in an expected path stands for one id segment. */
export function pathPattern(expected: string): RegExp {
  const pattern = expected.replace(/\*/g, '[a-z0-9]{20,64}').replace(/\/$/, '');
  return new RegExp(`^${pattern}/?$`);
}

export async function landOn(
  server: DemoServer,
  page: Page,
  tenant: ReaderTenant,
  route: string,
  landing: Landing,
) {
  await page.goto(tenant.url(server, route), { waitUntil: 'domcontentloaded' });
  const where = () => new URL(page.url()).pathname.slice(tenant.prefix.length) || '/';
  await page.waitForSelector(landing.shows, { timeout: 5000 }).catch(() => {
    throw new Error(`${route} landed on ${where()} without ${landing.shows}`);
  });
  return where();
}
