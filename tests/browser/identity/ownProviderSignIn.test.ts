import type { HTTPRequest } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestProvider } from '../../support/oidcProvider';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { startDemoServer, type DemoServer } from '../support/server';
import { pathOf, sakuraAdmin, waitForAccount } from './support';

const own = { clientId: 'sakura-own', clientSecret: 'sakura-own-secret' };

let server: DemoServer;
let provider: TestProvider;
let browser: TestBrowser;

beforeAll(async () => {
  // The provider listens after the server (it must know the reader's return address), so the
  // operator's allowance names the loopback host on any port.
  server = await startDemoServer({ outboundAllowHosts: ['127.0.0.1'] });
  provider = await startOidcProvider({
    clients: [{ ...own, redirectUris: [`${server.base}/sakura/login`] }],
    accounts: { mika: { email: 'mika@sakura.test', name: 'Mika Aoki' } },
  });
  const admin = await sakuraAdmin(server);
  await admin.updateCompanySettings({
    oidcLoginOption: 'LOGIN_REGISTER',
    oidcIssuerUrl: provider.issuer,
    oidcClientId: own.clientId,
    oidcClientSecret: own.clientSecret,
    oidcButtonLabel: { en: 'Sign in with Sakura ID', ja: 'さくらIDでログイン' },
    oidcOnly: true,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await provider?.stop();
  await server?.stop();
});

/** Plays the person at the provider: signs `account` in and follows the redirect back. */
async function answerAtProvider(request: HTTPRequest, account: string) {
  if (!request.url().startsWith(provider.issuer)) return request.continue();
  const returned = await provider.authorize(request.url(), { account });
  return request.respond({ status: 302, headers: { location: returned.href } });
}

describe("the tenant's own OpenID provider, OIDC only", () => {
  it('shows no password form, only its button, and registers the reader through it', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => void answerAtProvider(request, 'mika'));
    await page.goto(`${server.base}/sakura/login`);
    const button = await page.waitForSelector('.hd-login__provider--oidc');
    expect(await button!.evaluate((node) => node.textContent)).toMatch(
      /^(Sign in with Sakura ID|さくらIDでログイン)$/,
    );
    expect(await page.$('.hd-login__form')).toBeNull();
    expect(await page.$('input[type="password"]')).toBeNull();
    expect(await page.$('.hd-login__or')).toBeNull();
    expect(await page.$('.hd-login__forgot')).toBeNull();
    await screenshot(page, 'identity-oidc-only-login');

    await button!.click();
    await waitForAccount(page, 'Mika Aoki');
    expect(await pathOf(page)).toMatch(/^\/sakura\/?$/);
    expect(page.url()).not.toContain('code=');
    await context.close();
  });
});
