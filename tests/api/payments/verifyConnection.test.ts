import { Status } from '@hondana/schemas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, passwords } from '../../support/app';
import type { TestApp } from '../../support/app';
import { GMO, VERITRANS, paymentSettingsFor, startFakeGateways } from '../../support/gateways';
import type { FakeGateways } from '../../support/gateways';
import { createPlan, sakuraReader } from '../subscriptions/support';
import { dumpDatabase, listeningInstance } from '../orders/support';
import { tokenFor } from './support';

/**
 * The payment settings' verify action tells a refused key (843) from a gateway that does not
 * answer (859), on both gateways; and across that and two purchases, no answer and no log line
 * (pino at `trace`) holds a merchant key, and nothing anywhere holds a card number.
 */
let t: TestApp;
let fakes: FakeGateways;
let instance: Awaited<ReturnType<typeof listeningInstance>>;
const logLines: string[] = [];
const answers: string[] = [];
const KEYS = [VERITRANS.merchantSecretKey, GMO.shopPass, GMO.sitePass, 'wrong-secret-key-x'];
const CARD = '4111111111111111';

beforeAll(async () => {
  fakes = await startFakeGateways();
  t = await createTestApp({ gateways: fakes.endpoints });
  const logger = createLogger('trace', { write: (line: string) => logLines.push(line) });
  instance = await listeningInstance(t, { logger, config: { gateways: fakes.endpoints } });
});
afterAll(async () => {
  await instance.close();
  await t.destroy();
  await fakes.close();
});

/** A signed-in company admin of sakura over HTTP (its session cookie). */
async function adminCall() {
  const { email, password } = passwords.sakura;
  const login = await fetch(`${instance.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password }),
  });
  const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${instance.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: instance.url },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    answers.push(`${method} ${path} ${res.status} ${text}`);
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

describe('verify connection', () => {
  it('VeriTrans: keys accepted; a wrong key is 843; a gateway that fails or drops the call is 859; nothing is saved', async () => {
    const call = await adminCall();
    const saved = await call('PUT', '/api/admin/settings/payment', {
      data: paymentSettingsFor('VERITRANS'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.storedSecrets).toEqual(
      expect.arrayContaining(['merchantSecretKey', 'tokenApiKey']),
    );
    // The stored keys, with the form's secret fields left blank.
    const ok = await call('POST', '/api/admin/settings/payment/verify', {
      data: { paymentGateway: 'VERITRANS' },
    });
    expect(ok).toMatchObject({ status: 200, body: { gateway: 'veritrans', result: 'accepted' } });
    const wrong = await call('POST', '/api/admin/settings/payment/verify', {
      data: paymentSettingsFor('VERITRANS', { merchantSecretKey: 'wrong-secret-key-x' }),
    });
    expect(wrong.body.status).toBe(Status.paymentSettingsRejected);
    const unknownCcid = await call(
      'POST',
      '/api/v1/company/check-api-setting-veritrans?path=sakura',
      {
        merchant_ccid: 'A100000000000009999999cc',
      },
    );
    expect(unknownCcid.body.status).toBe(Status.paymentSettingsRejected);
    for (const error of ['5xx', 'drop', 'timeout'] as const) {
      fakes.veritrans.faults.inject({ operation: 'Search/common', when: 'before', error });
      const down = await call(
        'POST',
        '/api/v1/company/check-api-setting-veritrans?path=sakura',
        {},
      );
      expect(down.body.status, error).toBe(Status.paymentServiceUnreachable);
    }
    const v1 = await call('POST', '/api/v1/company/check-api-setting-veritrans?path=sakura', {});
    expect(v1.body.data).toEqual({ gateway: 'veritrans', result: 'accepted' });
    // The wrong key was only tried: the stored one still works.
    const again = await call('POST', '/api/admin/settings/payment/verify', { data: {} });
    expect(again.status).toBe(200);
  }, 30_000);

  it('the v1 verify calls try the tenant’s own gateway, whichever gateway the path names', async () => {
    const call = await adminCall();
    const asked = () => fakes.veritrans.requests.length + fakes.gmo.requests.length;
    await call('PUT', '/api/admin/settings/payment', { data: paymentSettingsFor('SANDBOX') });
    const before = asked();
    for (const path of ['check-api-setting-veritrans', 'check-api-setting-gmo']) {
      const sandbox = await call('POST', `/api/v1/company/${path}?path=sakura`, {});
      expect(sandbox.body.data).toEqual({ gateway: 'sandbox', result: 'accepted' });
    }
    // The sandbox is ours: no card gateway was called.
    expect(asked()).toBe(before);
    await call('PUT', '/api/admin/settings/payment', { data: paymentSettingsFor('GMO') });
    const veritransBefore = fakes.veritrans.requests.length;
    const gmo = await call('POST', '/api/v1/company/check-api-setting-veritrans?path=sakura', {});
    expect(gmo.body.data).toEqual({ gateway: 'gmo', result: 'accepted' });
    expect(fakes.veritrans.requests.length).toBe(veritransBefore);
  }, 30_000);

  it('GMO: keys accepted; a wrong shop password is 843; an unreachable gateway is 859', async () => {
    const call = await adminCall();
    await call('PUT', '/api/admin/settings/payment', { data: paymentSettingsFor('GMO') });
    const ok = await call('POST', '/api/v1/company/check-api-setting-gmo?path=sakura', {});
    expect(ok.body.data).toEqual({ gateway: 'gmo', result: 'accepted' });
    const wrong = await call('POST', '/api/admin/settings/payment/verify', {
      data: paymentSettingsFor('GMO', { merchantSecretKey: 'wrong-secret-key-x' }),
    });
    expect(wrong.body.status).toBe(Status.paymentSettingsRejected);
    fakes.gmo.faults.inject({ operation: 'SearchTrade', when: 'before', error: 'drop' });
    const down = await call('POST', '/api/v1/company/check-api-setting-gmo?path=sakura', {});
    expect(down.body.status).toBe(Status.paymentServiceUnreachable);
    // A reader is never allowed to try keys.
    const reader = await sakuraReader(t);
    const refused = await fetch(
      `${instance.url}/api/v1/company/check-api-setting-gmo?path=sakura`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': reader.token },
        body: '{}',
      },
    );
    expect([401, 403]).toContain(refused.status);
  }, 30_000);

  it('no answer or log line holds a merchant key, and nothing holds a card number, after purchases on both', async () => {
    const call = await adminCall();
    for (const gateway of ['VERITRANS', 'GMO'] as const) {
      await call('PUT', '/api/admin/settings/payment', { data: paymentSettingsFor(gateway) });
      answers.push(JSON.stringify((await call('GET', '/api/admin/settings/payment')).body));
      answers.push(
        JSON.stringify((await call('GET', '/api/v1/company/veritrans-payment?path=sakura')).body),
      );
      const plan = await createPlan(t);
      const reader = await sakuraReader(t);
      const v1 = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(
          `${instance.url}/api/v1${path}${path.includes('?') ? '&' : '?'}path=sakura`,
          {
            method,
            headers: { 'content-type': 'application/json', 'x-access-token': reader.token },
            ...(body !== undefined && { body: JSON.stringify(body) }),
          },
        );
        const text = await res.text();
        answers.push(`${method} ${path} ${res.status} ${text}`);
        return text ? JSON.parse(text) : null;
      };
      const config = await v1('GET', '/payment/card-token-config');
      expect(config.data.gateway).toBe(gateway.toLowerCase());
      const registered = await v1('POST', '/subscription-plan/user/register', {
        subscription_plan_id: plan.id,
      });
      const paid = await v1('POST', '/veritrans/confirm-order', {
        order_id: registered.data.order.id,
        token: await tokenFor(t, fakes, gateway),
      });
      expect(paid.data.result).toBe('OK');
      await v1('GET', '/transaction/page');
      await v1('GET', '/veritrans/card');
    }
    expect(logLines.length).toBeGreaterThan(10);
    const dump = await dumpDatabase(t.owner);
    for (const [i, text] of [...answers, ...logLines].entries()) {
      for (const key of KEYS)
        expect(text.includes(key), `answer or log ${i} holds a key`).toBe(false);
      expect(text.includes(CARD), `answer or log ${i} holds the card`).toBe(false);
    }
    for (const [table, text] of Object.entries(dump)) {
      expect(text.includes(CARD), `table ${table} holds the card`).toBe(false);
    }
  }, 60_000);
});
