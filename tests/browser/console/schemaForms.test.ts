import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { consolePage } from './support';

const demo = useDemoBrowser();

/** Collects page errors and settings PUTs, so a form that validates against the wrong schema shows. */
function watch(page: Page) {
  const errors: string[] = [];
  const saves: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => {
    if (request.method() === 'PUT') saves.push(new URL(request.url()).pathname);
  });
  return { errors, saves };
}

describe('schema forms validate against their own schema', () => {
  // `company` names both a settings kind and a resource: each form must get its own validator.
  it('the company settings form refuses a bad GTM id in the browser, before any request', async () => {
    const page = await consolePage(demo.browser, demo.server, 'sakura', 'en', null);
    const seen = watch(page);
    await page.goto(`${demo.server.base}/admin/settings/company`);
    await setFieldValue(page, '#root_gtmId', 'not-a-gtm-id');
    await page.click('[data-testid="save-button"]');
    await page.waitForSelector('.Mui-error');
    expect(seen.saves).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  });

  it('the company settings form shows the invoice registration number and takes only T + 13 digits', async () => {
    const page = await consolePage(demo.browser, demo.server, 'sakura', 'en', null);
    const seen = watch(page);
    await page.goto(`${demo.server.base}/admin/settings/company`);
    await setFieldValue(page, '#root_invoiceRegistrationNumber', 'T123');
    await page.click('[data-testid="save-button"]');
    const error = await page.waitForSelector('.Mui-error');
    expect(await error!.evaluate((element) => element.closest('form')?.textContent)).toMatch(
      /T1234567890123/,
    );
    expect(seen.saves).toEqual([]);
    await setFieldValue(page, '#root_invoiceRegistrationNumber', 'T1234567890123');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().endsWith('/settings/company'),
      ),
      page.click('[data-testid="save-button"]'),
    ]);
    expect(saved.status()).toBe(200);
    expect((await saved.json()).data.invoiceRegistrationNumber).toBe('T1234567890123');
    expect(seen.errors).toEqual([]);
    await page.close();
  });

  it("the company settings form shows the tenant's own OpenID provider only when on, its secret as a password", async () => {
    const page = await consolePage(demo.browser, demo.server, 'sakura', 'en', null);
    const seen = watch(page);
    await page.goto(`${demo.server.base}/admin/settings/company`);
    await page.waitForSelector('input[type="radio"][name="root_oidcLoginOption"]');
    expect(await page.$('#root_oidcIssuerUrl')).toBeNull();
    const radios = await page.$$('input[type="radio"][name="root_oidcLoginOption"]');
    for (const radio of radios) {
      const text = await radio.evaluate((input) => input.closest('label')?.textContent?.trim());
      if (text === 'Sign-in and registration') await radio.click();
    }
    const secret = await page.waitForSelector('#root_oidcClientSecret');
    expect(await secret!.evaluate((input) => (input as HTMLInputElement).type)).toBe('password');
    expect(await page.$('#root_oidcGroupClaim')).not.toBeNull();
    // On without an issuer or a client id: refused in the browser, before any request.
    await page.click('[data-testid="save-button"]');
    await page.waitForSelector('.Mui-error');
    expect(seen.saves).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  });

  it('the company resource form (system admin) renders and validates its own fields', async () => {
    const page = await consolePage(demo.browser, demo.server, 'system', 'en', null);
    const seen = watch(page);
    await page.goto(`${demo.server.base}/admin/companies/create`);
    await page.waitForSelector('#root_name');
    await page.click('[data-testid="save-button"]');
    await page.waitForSelector('.Mui-error');
    expect(seen.errors).toEqual([]);
    expect(await page.$('#root_gtmId')).toBeNull();
    await page.close();
  });
});
