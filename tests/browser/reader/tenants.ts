import type { Page } from 'puppeteer-core';
import type { DemoServer } from '../support/server';

/** The two demo tenants as the reader suites visit them: by path and by host name. */
export interface ReaderTenant {
  name: 'sakura' | 'aozora';
  mode: 'path' | 'domain';
  layout: 'HOME' | 'HOME_AND_SEARCH';
  /** The router's base path ('' in domain mode). */
  prefix: string;
  url(server: DemoServer, route: string): string;
}

export const readerTenants: ReaderTenant[] = [
  {
    name: 'sakura',
    mode: 'path',
    layout: 'HOME',
    prefix: '/sakura',
    url: (server, route) => `${server.base}/sakura${route}`,
  },
  {
    name: 'aozora',
    mode: 'domain',
    layout: 'HOME_AND_SEARCH',
    prefix: '',
    // *.localhost resolves to this machine in Chromium; the Host names the tenant.
    url: (server, route) => `http://aozora.localhost:${server.port}${route}`,
  },
];

export interface TenantIds {
  groupId: string;
  contentId: string;
}

/** A content group and one of its contents, read from the first shelf of the tenant's home. */
export async function tenantIds(page: Page, homeUrl: string): Promise<TenantIds> {
  await page.goto(homeUrl);
  const link = await page.waitForSelector('[data-testid="group-row"] h3 a');
  const href = await link!.evaluate(
    (anchor) => new URL((anchor as HTMLAnchorElement).href).pathname,
  );
  const [contentId, groupId] = href.split('/').filter(Boolean).reverse();
  return { groupId, contentId };
}
