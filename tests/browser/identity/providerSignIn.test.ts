import type { HTTPRequest } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestProvider } from '../../support/oidcProvider';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { startDemoServer, type DemoServer } from '../support/server';
import { pathOf, sakuraAdmin, sakuraReader, waitForAccount } from './support';

const google = { clientId: 'sakura-google', clientSecret: 'sakura-google-secret' };
const microsoft = { clientId: 'sakura-microsoft', clientSecret: 'sakura-microsoft-secret' };
const MS_TENANT = 'c0ffee00-0000-4000-8000-000000000001';
const accounts = {
  google: { email: sakuraReader.email, email_verified: true, name: 'Google Name' },
  microsoft: { tid: MS_TENANT, email: 'mika@contoso.test', name: 'Mika Ito' },
};

// The provider must know the reader's return address and the reader the provider's issuer,
// so the issuer is filled into the app's configuration once both are listening.
const oidcIssuers: { google?: string; microsoft?: string } = {};
let server: DemoServer;
let provider: TestProvider;
let browser: TestBrowser;
const providerReturns: URL[] = [];

beforeAll(async () => {
  server = await startDemoServer({ oidcIssuers });
  provider = await startOidcProvider({
    clients: [google, microsoft].map((client) => ({
      ...client,
      redirectUris: [`${server.base}/sakura/login`],
    })),
    accounts,
  });
  oidcIssuers.google = provider.issuer;
  oidcIssuers.microsoft = provider.issuer;
  const admin = await sakuraAdmin(server);
  await admin.updateCompanySettings({
    googleOption: 'LOGIN',
    googleClientId: google.clientId,
    googleClientSecret: google.clientSecret,
    microsoftLoginOption: 'LOGIN_REGISTER',
    microsoftClientId: microsoft.clientId,
    microsoftClientSecret: microsoft.clientSecret,
    microsoftTenantId: MS_TENANT,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await provider?.stop();
  await server?.stop();
});

/** Plays the person at the provider: signs `account` in and follows the redirect back. */
async function answerAtProvider(request: HTTPRequest, account: keyof typeof accounts) {
  if (!request.url().startsWith(provider.issuer)) return request.continue();
  const returned = await provider.authorize(request.url(), { account });
  providerReturns.push(returned);
  return request.respond({ status: 302, headers: { location: returned.href } });
}

describe('Google and Microsoft sign-in through a real OpenID provider', () => {
  it('starts from ?google=true, exchanges the code and signs the reader in', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setRequestInterception(true);
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/social-login')) exchanges.push(request.url());
      void answerAtProvider(request, 'google');
    });
    await page.goto(`${server.base}/sakura/login?google=true&fl=true`);
    await waitForAccount(page, sakuraReader.fullName);
    expect(exchanges).toHaveLength(1);
    expect(await pathOf(page)).toMatch(/^\/sakura\/?$/);
    // The single-use code left the address bar.
    expect(page.url()).not.toContain('code=');
    await screenshot(page, 'identity-google-signed-in');
    await context.close();
  });

  it('signs in with Microsoft: PKCE, the code in the fragment, a new reader registered', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setRequestInterception(true);
    const exchanges: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/microsoft-sso-login')) {
        exchanges.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
      }
      void answerAtProvider(request, 'microsoft');
    });
    await page.goto(`${server.base}/sakura/login`);
    await page.waitForSelector('.hd-login__provider--microsoft');
    await page.click('.hd-login__provider--microsoft');
    await waitForAccount(page, accounts.microsoft.name);
    // Microsoft answers in the fragment; the reader sent the PKCE verifier with the code.
    expect(providerReturns.at(-1)?.hash).toMatch(/^#code=/);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0].code_verifier).toMatch(/^[A-Za-z0-9_-]{58}$/);
    expect(exchanges[0].login_type).toBe('microsoft_login');
    expect(page.url()).not.toContain('code=');
    await context.close();
  });

  it('shows toast.error.loginFailed for a provider error and goes back to /login', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${server.base}/sakura/login?error=access_denied`);
    await page.waitForSelector('.hd-toast[data-key="toast.error.loginFailed"]');
    await page.waitForFunction(() => location.search === '');
    expect(await pathOf(page)).toBe('/sakura/login');
    await context.close();
  });
});
