import type { Page } from 'puppeteer-core';
import { demoSystemAdmin } from '../../../server/src/demo/tenants';
import type { DemoServer } from '../support/server';
import { staffCookieHeader } from '../support/staffSession';

/** A console session over the admin API (cookie kept), for changing what the demo is. */
export async function adminApi(server: DemoServer, login: string, password: string) {
  const cookie = await staffCookieHeader(server, login, password);
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

/**
 * Buys `planId` for the reader signed in on `page`, through the v1 calls the order pages make
 * (register, the tenant's card tokenisation with the sandbox's Visa test card, confirm), and
 * answers the id of the payment it made. `tenantQuery` is `path=sakura` in path mode, '' when
 * the page's host names the tenant.
 */
export async function buyInPage(page: Page, planId: string, tenantQuery: string) {
  return page.evaluate(
    async ({ planId, tenantQuery }) => {
      const call = async (method: string, path: string, body?: unknown) => {
        const joiner = path.includes('?') ? '&' : '?';
        const response = await fetch(`/api/v1${path}${tenantQuery ? joiner + tenantQuery : ''}`, {
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          credentials: 'same-origin',
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const answer = (await response.json()) as { status: number; data: never };
        if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
        return answer.data as Record<string, never>;
      };
      const registered = await call('POST', '/subscription-plan/user/register', {
        subscription_plan_id: planId,
      });
      const config = await call('GET', '/payment/card-token-config');
      const tokenised = await fetch(new URL(config.token_url, location.origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          card_number: '4242424242424242',
          card_expire: '12/34',
          security_code: '123',
        }),
      });
      const { token } = (await tokenised.json()) as { token: string };
      const order = registered.order as { id: string };
      await call('POST', '/veritrans/confirm-order', { order_id: order.id, token });
      const history = await call('GET', '/transaction/page?page=1&size=1');
      return (history.content as { id: string }[])[0].id;
    },
    { planId, tenantQuery },
  );
}

/** A content-detail action button as the console stores it (contentDetail settings). */
export const detailButton = (id: string, actionType: string, label: string) => ({
  id,
  actionType,
  label: { ja: label, en: label },
  icon: 'info',
  isShowIcon: false,
  width: 0,
  height: 40,
  color: '#ffffff',
  backgroundColor: '#1565c0',
  hoverColor: '#ffffff',
  hoverBackgroundColor: '#0d47a1',
  position: 'LEFT',
});
