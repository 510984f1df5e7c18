import type { Page } from 'puppeteer-core';
import { demoSystemAdmin } from '../../../server/src/demo/tenants';
import type { DemoServer } from '../support/server';

/** A console session over the admin API (cookie kept), for changing what the demo is. */
export async function adminApi(server: DemoServer, login: string, password: string) {
  const signIn = await fetch(`${server.base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!signIn.ok) throw new Error(`admin login failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.base}/api/admin${path}`, {
      method,
      headers: { cookie, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return response.json() as Promise<Record<string, unknown>>;
  };
}

/** Changes fields of a demo company's record as the system admin would in the console. */
export async function updateCompany(
  server: DemoServer,
  path: string,
  changes: Record<string, unknown>,
) {
  const call = await adminApi(server, demoSystemAdmin.email, demoSystemAdmin.password);
  const list = (await call('GET', '/companies')) as unknown as { id: string; path: string }[];
  const company = list.find((candidate) => candidate.path === path);
  if (!company) throw new Error(`no company with path ${path}`);
  const current = await call('GET', `/companies/${company.id}`);
  await call('PUT', `/companies/${company.id}`, { ...current, ...changes });
}

/** Resolves once the address is `pathname` (a trailing slash does not count). */
export async function waitForPath(page: Page, pathname: string) {
  await page.waitForFunction(
    (expected) => location.pathname.replace(/\/$/, '') === expected.replace(/\/$/, ''),
    { timeout: 5000 },
    pathname,
  );
}
