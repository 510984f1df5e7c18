import { describe, expect, it } from 'vitest';
import { ja } from '../../../reader/src/i18n/ja';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { sakuraReader, signIn, waitForAccount } from './support';

const demo = useDemoBrowser();

describe('forgot password', () => {
  it('asks for the account, then confirms with ?sent=true&email=', async () => {
    const page = await (await demo.browser.createBrowserContext()).newPage();
    await page.goto(`${demo.server.base}/sakura/login`);
    await page.waitForSelector('.hd-login__forgot');
    await page.click('.hd-login__forgot');
    await page.waitForSelector('#hd-forgot-id');
    await page.click('.hd-login__form button[type="submit"]');
    await page.waitForSelector('.hd-field-error');

    await setFieldValue(page, '#hd-forgot-id', sakuraReader.email);
    await page.click('.hd-login__form button[type="submit"]');
    // The router writes the address before React renders the new page, so wait for the page.
    const status = await page.waitForSelector('[role="status"].hd-login__description');
    expect(await status?.evaluate((p) => p.textContent)).toContain(sakuraReader.email);
    const params = new URL(page.url()).searchParams;
    expect(params.get('sent')).toBe('true');
    expect(params.get('email')).toBe(sakuraReader.email);
    await page.browserContext().close();
  });

  it('refuses an unknown reset link with its catalogue message', async () => {
    const page = await (await demo.browser.createBrowserContext()).newPage();
    await page.goto(`${demo.server.base}/sakura/forget-password?token=not-a-real-token`);
    await setFieldValue(page, '#hd-reset-newPass', 'New-password-1');
    await setFieldValue(page, '#hd-reset-confirmPass', 'New-password-1');
    await page.click('.hd-login__form button[type="submit"]');
    await page.waitForSelector('.hd-toast[data-key="api.error.600"]');
    await page.browserContext().close();
  });
});

describe('profile', () => {
  it('tells a wrong current password apart and then changes the password', async () => {
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    await page.goto(`${demo.server.base}/sakura/profile`);
    await page.waitForSelector('#hd-password-old');

    const changePassword = async (old: string, next: string) => {
      await setFieldValue(page, '#hd-password-old', old);
      await setFieldValue(page, '#hd-password-newPass', next);
      await setFieldValue(page, '#hd-password-confirmPass', next);
      await page.click('#hd-password-old ~ button[type="submit"]');
    };
    await changePassword('wrong-password', 'Brand-new-pass1');
    // The reader signed in with lang ja, so the catalogue text is Japanese.
    await page.waitForSelector('#hd-password-old + .hd-field-error');
    expect(await page.$eval('#hd-password-old + .hd-field-error', (p) => p.textContent)).toBe(
      ja.api.error[609],
    );
    await screenshot(page, 'identity-profile-609');

    await changePassword(sakuraReader.password, 'Brand-new-pass1');
    await page.waitForSelector('.hd-toast[data-key="toast.success.passwordChanged"]');
    expect(await page.$eval('#hd-password-old', (input) => (input as HTMLInputElement).value)).toBe(
      '',
    );
    await context.close();
  });
});
