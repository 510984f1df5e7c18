import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '../../../reader/src/i18n/ja';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { startDemoServer } from '../support/server';
import type { DemoServer } from '../support/server';
import { LEARNING, paymentSettingsFor, startFakeGateways } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import { sakuraAdmin, sakuraReader, signIn, waitForAccount } from '../identity/support';

/**
 * Issue 13's browser scenarios on the demo, its tenant selling through the local VeriTrans4G
 * and GMO fakes: the reader's page tokenises at the gateway itself, 3-D Secure opens the
 * gateway's challenge page in the same window, and a stored card pays the next plan.
 */
let fakes: FakeGateways;
let server: DemoServer;
let browser: TestBrowser;

beforeAll(async () => {
  fakes = await startFakeGateways();
  server = await startDemoServer({ gateways: { ...fakes.endpoints, timeoutMs: 10_000 } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fakes?.close();
});

/** A published plan of its own group with one locked title; answers the title's page. */
async function planWithTitle(admin: Awaited<ReturnType<typeof sakuraAdmin>>, name: string) {
  const group = await admin.call('POST', '/content-groups', { name: `${name} group`, type: 1 });
  const plan = await admin.call('POST', '/plans', {
    name,
    price: 1000,
    duration: 1,
    durationType: 'MONTH',
    contentGroupIds: [group.id],
    isPublished: true,
  });
  const book = await admin.call('POST', '/contents', {
    title: `${name} title`,
    isPublished: true,
    canView: true,
    groupIds: [group.id],
  });
  return {
    planId: String(plan.id),
    detail: `${server.base}/sakura/${String(group.id)}/${String(book.id)}`,
  };
}

async function signedIn(email: string, password: string, name: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${server.base}/sakura/login`);
  await signIn(page, '.hd-login', email, password);
  await waitForAccount(page, name);
  return page;
}

async function orderEntry(page: Page, detail: string, planId: string) {
  await page.goto(detail);
  await page.waitForSelector('[data-testid="content-detail"] [data-action="VIEW"]');
  await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
  await page.waitForSelector(`dialog .hd-plan[data-plan="${planId}"]`);
  await page.click(`dialog .hd-plan a[href$="/order-entry/${planId}"]`);
  await page.waitForSelector('[data-action="order-next"]');
}

async function fillCard(page: Page, expire: string, email: string) {
  await setFieldValue(page, '#hd-card-cardNumber', '4111 1111 1111 1111');
  await setFieldValue(page, '#hd-card-cardExpire', expire);
  await setFieldValue(page, '#hd-card-securityCode', '123');
  await setFieldValue(page, '#hd-card-holderName', 'HANA READER');
  await setFieldValue(page, '#hd-card-email', email);
}

async function payAndWait(page: Page) {
  await page.click('[data-action="order-next"]');
  await page.waitForSelector('[data-action="pay"]');
  await page.click('[data-action="pay"]');
}

const thankYou = (page: Page) =>
  page.waitForFunction(() => location.pathname.endsWith('/thank-you'), { timeout: 20_000 });

describe('card gateways in the browser (issue 13)', () => {
  it('VeriTrans4G: the card is tokenised at VeriTrans, 3-D Secure passes on its page, the order is paid', async () => {
    const admin = await sakuraAdmin(server);
    await admin.call('PUT', '/settings/payment', { data: paymentSettingsFor('VERITRANS') });
    const { planId, detail } = await planWithTitle(admin, 'VeriTrans monthly');
    const page = await signedIn(sakuraReader.email, sakuraReader.password, sakuraReader.fullName);
    await orderEntry(page, detail, planId);
    // Expiry month 06: the fake's dummy mode asks for a challenge.
    await fillCard(page, '06/30', sakuraReader.email);
    await payAndWait(page);
    const pass = await page.waitForSelector('#pass', { timeout: 20_000 });
    expect(page.url()).toContain(new URL(fakes.veritrans.url).host);
    await screenshot(page, 'veritrans-3ds-challenge');
    await pass?.click();
    await thankYou(page);
    await screenshot(page, 'veritrans-thank-you');
    // The charge went with the token only; after the return, the same order id was read back,
    // then the card it kept under the reader's account (kept for renewals).
    const calls = fakes.veritrans.requests.map((r) => r.path);
    expect(calls).toEqual(['Authorize/mpi', 'Authorize/mpi', 'GetResult/mpi', 'Get/cardinfo']);
    for (const { body } of fakes.veritrans.requests) expect(body).not.toContain('4111111111111111');
    const orders = [...fakes.veritrans.orders.values()];
    expect(orders.map((o) => [o.status, o.amount])).toEqual([['capture', 1100]]);
    await page.browserContext().close();
  });

  it('GMO: a first plan stores the card; the next plan is paid with the stored card, no card typed', async () => {
    const admin = await sakuraAdmin(server);
    await admin.call('PUT', '/settings/payment', { data: paymentSettingsFor('GMO') });
    const first = await planWithTitle(admin, 'GMO first');
    const second = await planWithTitle(admin, 'GMO second');
    const reader = {
      email: `gmo${Math.random().toString(36).slice(2, 8)}@example.test`,
      password: 'Reader-pass1',
      fullName: 'Gmo Reader',
    };
    await admin.call('POST', '/users', { username: reader.email.split('@')[0], ...reader });
    const page = await signedIn(reader.email, reader.password, reader.fullName);
    await orderEntry(page, first.detail, first.planId);
    await fillCard(page, '12/30', reader.email);
    await payAndWait(page);
    await thankYou(page);

    await orderEntry(page, second.detail, second.planId);
    const stored = await page.waitForSelector('.hd-order input[type="checkbox"]');
    expect(await stored?.evaluate((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(await page.$('#hd-card-cardNumber')).toBeNull();
    await screenshot(page, 'gmo-stored-card');
    await payAndWait(page);
    await thankYou(page);
    await screenshot(page, 'gmo-stored-card-thank-you');
    const paid = [...fakes.gmo.trades.values()].filter((trade) => trade.status === 'CAPTURE');
    expect(paid).toHaveLength(2);
    const execs = fakes.gmo.requests
      .filter((r) => r.path === 'ExecTran')
      .map((r) => new URLSearchParams(r.body));
    // Both charges are the member's stored card: the first token went to SaveCard.
    expect(execs.map((form) => [form.has('Token'), form.get('CardSeq')])).toEqual([
      [false, '0'],
      [false, '0'],
    ]);

    // The card update on /subscription: a new card tokenised at GMO replaces the stored one.
    await page.goto(`${server.base}/sakura/subscription`);
    await page.waitForSelector('[data-testid="stored-card"]');
    await page.click('[data-action="change-card"]');
    await setFieldValue(page, '#hd-card-cardNumber', '5555 5555 5555 4444');
    await setFieldValue(page, '#hd-card-cardExpire', '11/31');
    await setFieldValue(page, '#hd-card-securityCode', '321');
    await page.click('[data-action="save-card"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="stored-card"]')?.textContent?.includes('4444'),
    );
    await page.waitForSelector('.hd-toast[data-key="api.update.200"]');
    await screenshot(page, 'gmo-card-updated');
    await page.browserContext().close();
  });

  it('learning service: its page, processing → confirm → thank-you; a cancelled payment shows the failed page and goes back to the order', async () => {
    const admin = await sakuraAdmin(server);
    await admin.updateCompanySettings({
      learningIdClientId: LEARNING.clientId,
      learningIdClientSecret: LEARNING.clientSecret,
      learningIdServiceCode: LEARNING.serviceCode,
    });
    await admin.call('PUT', '/settings/payment', { data: { paymentGateway: 'LEARNING_ID' } });
    const paid = await planWithTitle(admin, 'Learning monthly');
    const cancelled = await planWithTitle(admin, 'Learning yearly');
    const reader = {
      email: `learn${Math.random().toString(36).slice(2, 8)}@example.test`,
      password: 'Reader-pass1',
      fullName: 'Learning Reader',
    };
    await admin.call('POST', '/users', { username: reader.email.split('@')[0], ...reader });
    const page = await signedIn(reader.email, reader.password, reader.fullName);

    await orderEntry(page, paid.detail, paid.planId);
    expect(await page.$('#hd-card-cardNumber')).toBeNull();
    await page.click('[data-action="order-next"]');
    const pay = await page.waitForSelector('#pay', { timeout: 20_000 });
    expect(page.url()).toContain(new URL(fakes.learning.url).host);
    await screenshot(page, 'learning-service-page');
    await pay?.click();
    const confirm = await page.waitForSelector('[data-action="learning-confirm"]', {
      timeout: 20_000,
    });
    expect(new URL(page.url()).pathname).toBe('/sakura/learning-payment/confirm');
    await screenshot(page, 'learning-confirm');
    await confirm?.click();
    await thankYou(page);
    await screenshot(page, 'learning-thank-you');
    expect([...fakes.learning.charges.values()].map((c) => [c.amount, c.status])).toEqual([
      [1100, 'PAID'],
    ]);

    await orderEntry(page, cancelled.detail, cancelled.planId);
    const entry = page.url();
    await page.click('[data-action="order-next"]');
    const cancel = await page.waitForSelector('#cancel', { timeout: 20_000 });
    await cancel?.click();
    await page.waitForFunction(() => location.pathname.endsWith('/learning-payment/error'));
    const failed = await page.waitForSelector('.hd-payment-error');
    const text = await failed!.evaluate((e) => e.textContent ?? '');
    // The reader made by the admin reads Japanese: the failed page is in Japanese too.
    expect(text).toContain(
      ja.paymentError.text.replace('{{product}}', ja.paymentError.learningProduct),
    );
    await screenshot(page, 'learning-payment-failed');
    await page.click('.hd-payment-error button');
    await page.waitForFunction((url) => location.href === url, {}, entry);
    expect(
      await page.evaluate(() => sessionStorage.getItem('hondana.paymentCallbackUrl')),
    ).toBeNull();
    await page.browserContext().close();
  });
});
