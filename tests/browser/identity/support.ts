import type { Page } from 'puppeteer-core';
import { demoReaders } from '../../../server/src/demo/readers';
import type { DemoServer } from '../support/server';
import { staffCookieHeader } from '../support/staffSession';
import { setFieldValue } from '../support/forms';

export const sakuraReader = demoReaders[0];

/** The sakura admin's console session, for changing settings as a company admin would. */
export async function sakuraAdmin(server: DemoServer) {
  const cookie = await staffCookieHeader(server, 'admin@sakura.example', 'sakura-admin');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.base}/api/admin${path}`, {
      method,
      headers: { cookie, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    call,
    /** A PUT replaces the whole document, so the stored company settings are merged first. */
    async updateCompanySettings(patch: Record<string, unknown>) {
      const current = await call('GET', '/settings/company');
      const data = (current.data ?? {}) as Record<string, unknown>;
      await call('PUT', '/settings/company', { data: { ...data, ...patch } });
    },
  };
}

/** Fills the login form (page or dialog) and submits it. */
export async function signIn(page: Page, scope: string, email: string, password: string) {
  await setFieldValue(page, `${scope} input[name="identifier"]`, email);
  await setFieldValue(page, `${scope} input[name="password"]`, password);
  await page.click(`${scope} button[type="submit"]`);
}

/** Resolves once the header shows the signed-in account menu with `name`. */
export async function waitForAccount(page: Page, name: string) {
  await page.waitForFunction(
    (expected) => document.querySelector('.hd-account__toggle')?.textContent?.includes(expected),
    {},
    name,
  );
}

export async function pathOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}
