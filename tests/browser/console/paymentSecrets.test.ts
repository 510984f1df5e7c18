import { describe, expect, it } from 'vitest';
import { adminOf } from '../content/support';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { apiFrom, consolePage } from './support';

// Issue 12: the payment page tells which keys are stored, without ever showing one.

const demo = useDemoBrowser();
const merchantKey = 'MERCHANT-KEY-for-the-browser-test';

describe('the payment settings page', () => {
  it('says which merchant keys are stored and shows none of them', async () => {
    const admin = await adminOf(demo.server);
    await admin.patchSettings('payment', {
      paymentGateway: 'VERITRANS',
      merchantCcid: 'A100000000000001',
      merchantSecretKey: merchantKey,
      tokenApiKey: '',
    });
    const page = await consolePage(demo.browser, demo.server, 'sakura');
    const record = JSON.parse((await apiFrom(page, '/api/admin/settings/payment')).body);
    expect(record.storedSecrets).toContain('merchantSecretKey');
    const tokenKeyStored = (record.storedSecrets as string[]).includes('tokenApiKey');

    await page.goto(`${demo.server.base}/admin/settings/payment`, { waitUntil: 'networkidle0' });
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
    await page.browserContext().close();
  });
});
