import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSystemAdmin, demoTenants } from '../../server/src/demo/tenants';
import { launchChromium, type TestBrowser } from './support/chromium';
import { startDemoServer } from './support/server';
import type { DemoServer } from './support/server';

/**
 * The production layout: the console on its own host, path tenants on a sibling host, both
 * under one registrable domain (a real public suffix, so siblings are same-site), resolved to
 * this machine by Chromium.
 */
const adminHost = 'admin.example.com';
const readerHost = 'reader.example.com';
/** A sibling subdomain this app does not serve (no CSP of ours): a tenant's own web site. */
const siblingHost = 'www.example.com';
const companyName = demoTenants[0].company.name;

let server: DemoServer;
let browser: TestBrowser;
let page: Page;
let sibling: Server;
/** The path tenant's id, as the console names it (`?companyId=`). */
let sakuraId = '';

beforeAll(async () => {
  server = await startDemoServer({ adminHosts: [adminHost], isAdminHostOnly: true });
  browser = await launchChromium({
    args: ['--host-resolver-rules=MAP *.example.com 127.0.0.1'],
  });
  page = await browser.newPage();
  sibling = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>a sibling site</p>');
  });
  await new Promise<void>((resolve) => sibling.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  sibling?.close();
  await browser?.close();
  await server?.stop();
});

const origin = (host: string) => `http://${host}:${server.port}`;

/** `fetch` from the page, as any script on it could; `blocked` when the browser refuses. */
function fetchFromPage(url: string, init: RequestInit = {}) {
  return page.evaluate(
    async (target, options) => {
      try {
        const res = await fetch(target, { credentials: 'include', ...options });
        return { status: res.status, text: res.type === 'opaque' ? '' : await res.text() };
      } catch {
        return { status: 0, text: 'blocked' };
      }
    },
    url,
    init as Record<string, unknown>,
  );
}

/** Read on the admin host, as the console does. */
async function headerVersion(): Promise<number> {
  await page.goto(`${origin(adminHost)}/admin/login`);
  const res = await fetchFromPage(`/api/admin/settings/header?companyId=${sakuraId}`);
  expect(res.status).toBe(200);
  return Number((JSON.parse(res.text) as { version: number }).version);
}

describe('a script on a path tenant page cannot drive the console (ADMIN_HOSTS set)', () => {
  it('the system admin signs in on the admin host and works there', async () => {
    await page.goto(`${origin(adminHost)}/admin/login`);
    const login = await fetchFromPage('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: demoSystemAdmin.email, password: demoSystemAdmin.password }),
    });
    expect(login.status).toBe(200);
    const companies = await fetchFromPage('/api/admin/companies');
    expect(companies.status).toBe(200);
    expect(companies.text).toContain(companyName);
    const list = JSON.parse(companies.text) as { id: string; name: string }[];
    sakuraId = list.find((company) => company.name === companyName)?.id ?? '';
    // A same-origin state change, as the console makes it, still works.
    const saved = await fetchFromPage(`/api/admin/settings/header?companyId=${sakuraId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'Saved from the console' } }),
    });
    expect(saved.status).toBe(200);
  });

  it("the tenant page's own origin has no console, admin API or admin sign-in", async () => {
    const response = await page.goto(`${origin(readerHost)}/sakura/`);
    expect(response?.ok()).toBe(true);
    const login = await fetchFromPage('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: demoSystemAdmin.email, password: demoSystemAdmin.password }),
    });
    expect(login.status).toBe(404);
    const res = await fetchFromPage('/api/admin/companies');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(companyName);
    expect((await fetchFromPage('/admin/')).status).toBe(404);
  });

  it('a read of the admin host from the tenant page is blocked by the browser', async () => {
    const res = await fetchFromPage(`${origin(adminHost)}/api/admin/companies`);
    expect(res).toEqual({ status: 0, text: 'blocked' });
  });

  it('forged state changes from a sibling subdomain change nothing', async () => {
    const version = await headerVersion();
    // Another port, the same site: the site is the registrable domain and the scheme.
    const { port } = sibling.address() as AddressInfo;
    await page.goto(`http://${siblingHost}:${port}/`);
    // `no-cors` sends the request, and the admin cookie goes along: the sibling is same-site.
    const admin = `${origin(adminHost)}/api/admin`;
    await fetchFromPage(`${admin}/settings/header/reset?companyId=${sakuraId}`, {
      method: 'POST',
      mode: 'no-cors',
    });
    await fetchFromPage(`${admin}/contents?companyId=${sakuraId}`, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ title: 'Forged' }),
    });
    expect(await fetchFromPage(`${admin}/companies`)).toEqual({ status: 0, text: 'blocked' });
    expect(await headerVersion()).toBe(version);
    const filter = encodeURIComponent(JSON.stringify({ q: 'Forged' }));
    const contents = await fetchFromPage(
      `/api/admin/contents?companyId=${sakuraId}&filter=${filter}`,
    );
    expect(contents.status).toBe(200);
    expect(JSON.parse(contents.text)).toEqual([]);
  });
});
