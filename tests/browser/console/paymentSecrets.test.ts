import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../content/support';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { startDemoServer } from '../support/server';
import type { DemoServer } from '../support/server';
import { VERITRANS, startFakeGateways } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import { apiFrom, consolePage } from './support';

// Issue 12: the payment page tells which keys are stored, without ever showing one. Issue 13:
// its verify action tells keys the gateway (the local VeriTrans fake) refuses from good ones.

let fakes: FakeGateways;
const demo = {} as { server: DemoServer; browser: TestBrowser };
beforeAll(async () => {
  fakes = await startFakeGateways();
  demo.server = await startDemoServer({ gateways: fakes.endpoints });
  demo.browser = await launchChromium();
});
afterAll(async () => {
  await demo.browser?.close();
  await demo.server?.stop();
  await fakes?.close();
});
const merchantKey = VERITRANS.merchantSecretKey;

describe('the payment settings page', () => {
  it('says which merchant keys are stored and shows none of them', async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('payment', {
      paymentGateway: 'VERITRANS',
      merchantCcid: VERITRANS.merchantCcid,
      merchantSecretKey: merchantKey,
      tokenApiKey: '',
    });
    const page = await consolePage(demo.browser, demo.server, 'sakura');
    const record = JSON.parse((await apiFrom(page, '/api/admin/settings/payment')).body);
    expect(record.storedSecrets).toContain('merchantSecretKey');
    const tokenKeyStored = (record.storedSecrets as string[]).includes('tokenApiKey');

    await page.goto(`${demo.server.base}/admin/settings/payment`);
    await page.waitForSelector('#root_merchantSecretKey');
    const field = (id: string) =>
      page.$eval(id, (input) => ({
        value: (input as HTMLInputElement).value,
        placeholder: (input as HTMLInputElement).placeholder,
        type: (input as HTMLInputElement).type,
      }));
    const secret = await field('#root_merchantSecretKey');
    expect(secret).toEqual({
      value: '',
      placeholder: 'Stored (hidden) — leave empty to keep it, type to replace it',
      type: 'password',
    });
    expect((await field('#root_tokenApiKey')).placeholder).toBe(
      tokenKeyStored
        ? 'Stored (hidden) — leave empty to keep it, type to replace it'
        : 'Not stored — type the key to store it',
    );
    expect(await page.content()).not.toContain(merchantKey);
    await screenshot(page, 'console-payment-secrets');

    // Verify: the stored key is accepted; a mistyped one is refused (843), and nothing saved.
    await page.click('[data-testid="payment-verify"]');
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="payment-check-result"]')
        ?.textContent?.includes('accepted'),
    );
    await setFieldValue(page, '#root_merchantSecretKey', 'a-mistyped-key');
    await page.click('[data-testid="payment-verify"]');
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="payment-check-result"]')
        ?.textContent?.includes('refused'),
    );
    await screenshot(page, 'console-payment-verify-refused');
    const saved = JSON.parse((await apiFrom(page, '/api/admin/settings/payment')).body);
    expect(saved.version).toBe(record.version);
    await page.browserContext().close();
  });
});
