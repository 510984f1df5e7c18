import { secretPaths, settingsKinds } from '@hondana/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../support/app';
import type { TestApp } from '../support/app';
import { kindAliases } from '../../server/src/api/v1/aliases';

let t: TestApp;
let admin: TestAgent;
let system: TestAgent;

const secrets = {
  merchantSecretKey: 'MERCHANT-SECRET-7f3a9c',
  tokenApiKey: 'TOKEN-API-KEY-51be02',
  googleClientSecret: 'GOOGLE-SECRET-aa01',
  microsoftClientSecret: 'MS-SECRET-bb02',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
  system = await t.login('system');
  await admin
    .put('/api/admin/settings/payment')
    .send({
      data: {
        paymentGateway: 'VERITRANS',
        merchantCcid: 'A100',
        merchantSecretKey: secrets.merchantSecretKey,
        tokenApiKey: secrets.tokenApiKey,
      },
    })
    .expect(200);
  await admin
    .put('/api/admin/settings/company')
    .send({
      data: {
        googleOption: 'LOGIN',
        googleClientId: 'google-client',
        googleClientSecret: secrets.googleClientSecret,
        microsoftLoginOption: 'LOGIN',
        microsoftClientId: 'ms-client',
        microsoftClientSecret: secrets.microsoftClientSecret,
      },
    })
    .expect(200);
});
afterAll(() => t.destroy());

function expectNoSecret(label: string, body: string) {
  for (const secret of Object.values(secrets)) {
    expect(body.includes(secret), `${label} leaks ${secret}`).toBe(false);
  }
}

describe('write-only secrets', () => {
  it('are stored', async () => {
    const rows = await t.db('tenant_settings').where({ company_id: t.fixtures.sakura.id });
    const stored = rows.map((row) => String(row.data)).join('');
    for (const secret of Object.values(secrets)) expect(stored).toContain(secret);
  });

  it('never appear in any response', async () => {
    const urls = [
      ...settingsKinds.flatMap(({ kind }) => [
        `/api/admin/settings/${kind}`,
        `/api/admin/settings/${kind}/history`,
      ]),
      ...kindAliases.map(({ detail }) => `/api/v1${detail}`),
      '/api/v1/sort-field/public?path=sakura',
      '/api/v1/service-admin/public/view-settings?path=sakura',
      '/api/v1/company/public/get-detail?path=sakura',
      '/sakura/',
      `/admin/preview/${t.fixtures.sakura.id}/`,
    ];
    for (const url of urls) {
      const res = await admin.get(url);
      expect(res.status, url).toBeLessThan(400);
      expectNoSecret(url, res.text);
    }
    const systemView = await system.get(
      `/api/admin/settings/payment?companyId=${t.fixtures.sakura.id}`,
    );
    expectNoSecret('system view', systemView.text);
  });

  it('are not echoed by saves, resets or rollbacks and survive a save that omits them', async () => {
    const save = await admin
      .put('/api/admin/settings/payment')
      .send({ data: { paymentGateway: 'GMO', merchantCcid: 'B200', merchantSecretKey: '' } })
      .expect(200);
    expectNoSecret('save', save.text);
    expect(secretPaths('payment').every((path) => !(path in save.body.data))).toBe(true);
    const row = await t
      .db('tenant_settings')
      .where({ company_id: t.fixtures.sakura.id, kind: 'payment' })
      .first();
    expect(JSON.parse(row.data)).toMatchObject({
      merchantCcid: 'B200',
      merchantSecretKey: secrets.merchantSecretKey,
      tokenApiKey: secrets.tokenApiKey,
    });

    const rollback = await admin.post('/api/admin/settings/payment/rollback').send({ version: 1 });
    expect(rollback.status).toBe(200);
    expectNoSecret('rollback', rollback.text);
    const history = await admin.get('/api/admin/settings/payment/history').expect(200);
    expectNoSecret('history', history.text);
    const reset = await admin.post('/api/admin/settings/payment/reset').expect(200);
    expectNoSecret('reset', reset.text);
  });
});

describe('which secrets are stored', () => {
  it('is told by path, never by value, and follows saves and resets', async () => {
    const other = await t.login('aozora');
    const none = await other.get('/api/admin/settings/payment').expect(200);
    expect(none.body.storedSecrets).toEqual([]);
    await other
      .put('/api/admin/settings/payment')
      .send({ data: { paymentGateway: 'VERITRANS', tokenApiKey: 'AOZORA-TOKEN-KEY' } })
      .expect(200);
    const one = await other.get('/api/admin/settings/payment').expect(200);
    expect(one.body.storedSecrets).toEqual(['tokenApiKey']);
    expectNoSecret('stored list', one.text);
    expect(one.text).not.toContain('AOZORA-TOKEN-KEY');
    // A reset clears the secrets with the rest.
    const reset = await other.post('/api/admin/settings/payment/reset').expect(200);
    expect(reset.body.storedSecrets).toEqual([]);
  });
});
