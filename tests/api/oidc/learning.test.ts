import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader } from '../../support/readers';
import { clients, codeFor, createOidcTestApp, redirectUrl } from './setup';
import type { OidcTestApp } from './setup';

let o: OidcTestApp;
let readerId: string;

const learningSettings = {
  learningIdIssuerUrl: 'https://learning.example.test',
  learningIdClientId: clients.learning.clientId,
  learningIdClientSecret: clients.learning.clientSecret,
  learningIdRegisterUrl: 'https://learning.example.test/register',
  learningIdMyPageUrl: 'https://learning.example.test/mypage',
  learningIdTermsText: 'Be kind to books.',
  learningIdTermsUrl: 'https://learning.example.test/terms',
  isAutoRegisterLearningIdAccountAtLogin: true,
};

beforeAll(async () => {
  o = await createOidcTestApp({
    sora: { email: 'sora@school.test', name: 'Sora Mori' },
    kid: { email: 'kid@school.test', is_child: true },
    newcomer: { email: 'newcomer@school.test', name: 'New Comer' },
    plain: { email: 'plain@school.test' },
    closed: { email: 'closed@school.test' },
  });
  // Set before the app under test first reads the company (its cache starts empty).
  await o.t
    .db('companies')
    .where({ id: o.t.fixtures.aozora.id })
    .update({ account_type: 'LEARNING_ID' });
  readerId = (await createReader(o.t, o.t.fixtures.aozora.id, { email: 'sora@school.test' })).id;
  await o.configure(learningSettings);
});

afterAll(async () => {
  await o?.destroy();
});

function login(code: unknown, extra: Record<string, unknown> = {}) {
  return o.post('/api/v1/auth/learning-id-login', {
    authorize_code: code,
    redirect_url: redirectUrl,
    keep_login: true,
    is_accept_terms_and_condition: false,
    is_subscribe_mail: false,
    is_mobile_app: false,
    domain: 'aozora.test',
    ...extra,
  });
}

describe('learning-service sign-in', () => {
  it('signs a known reader in and points to the my-page', async () => {
    const res = await login(await codeFor(o, 'learning', 'sora')).expect(200);
    expect(res.body.data).toMatchObject({
      my_page_url: learningSettings.learningIdMyPageUrl,
      app_mobile_auth_token: null,
      user: { id: readerId, login_type: 'learning_id' },
    });
  });

  it('gives the mobile app its own token', async () => {
    const code = await codeFor(o, 'learning', 'sora');
    const res = await login(code, { is_mobile_app: true }).expect(200);
    expect(res.body.data.app_mobile_auth_token).toEqual(expect.any(String));
    expect(res.body.data.app_mobile_auth_token).not.toBe(res.body.data.access_token);
  });

  it('refuses a child account with 860', async () => {
    const res = await login(await codeFor(o, 'learning', 'kid')).expect(400);
    expect(res.body.status).toBe(860);
    expect(await o.t.db('users').where({ email: 'kid@school.test' })).toHaveLength(0);
  });

  it('asks an unknown reader to accept the terms, then registers them without redeeming the code twice', async () => {
    const code = await codeFor(o, 'learning', 'newcomer');
    const first = await login(code).expect(400);
    expect(first.body.status).toBe(889);
    expect(await o.t.db('users').where({ email: 'newcomer@school.test' })).toHaveLength(0);

    const terms = await o.get('/api/v1/terms-and-condition/public?domain=aozora.test').expect(200);
    expect(terms.body.data).toEqual({
      text: learningSettings.learningIdTermsText,
      url: learningSettings.learningIdTermsUrl,
    });

    const accepted = { is_accept_terms_and_condition: true, is_subscribe_mail: true };
    const second = await login(code, accepted).expect(200);
    expect(second.body.data.user).toMatchObject({ email: 'newcomer@school.test', role_level: 3 });
    const [user] = await o.t.db('users').where({ email: 'newcomer@school.test' });
    expect(Boolean(user.is_subscribe_mail)).toBe(true);
    expect(await o.t.db('identity_pending_logins')).toHaveLength(0);

    // The kept result served once; the code itself is spent at the provider.
    expect((await login(code, accepted).expect(400)).body.status).toBe(864);
  });

  it('registers at once when the tenant has no terms', async () => {
    await o.configure({ ...learningSettings, learningIdTermsText: '', learningIdTermsUrl: '' });
    try {
      await o.get('/api/v1/terms-and-condition/public').expect(400, /"status":863/);
      const res = await login(await codeFor(o, 'learning', 'plain')).expect(200);
      expect(res.body.data.user.email).toBe('plain@school.test');
    } finally {
      await o.configure(learningSettings);
    }
  });

  it('answers 701 (not_register) when the tenant does not auto-register', async () => {
    await o.configure({ ...learningSettings, isAutoRegisterLearningIdAccountAtLogin: false });
    try {
      const res = await login(await codeFor(o, 'learning', 'closed')).expect(400);
      expect(res.body.status).toBe(701);
    } finally {
      await o.configure(learningSettings);
    }
  });

  it('refuses an invalid code with 864 and a missing one with 400', async () => {
    expect((await login('made-up').expect(400)).body.status).toBe(864);
    const res = await login('', { is_accept_terms_and_condition: true }).expect(400);
    expect(res.body.errors).toHaveProperty('authorize_code');
  });

  it('refuses an http issuer the configuration did not supply', async () => {
    const admin = await o.t.login('aozora');
    const data = { ...learningSettings, learningIdIssuerUrl: 'http://learning.example.test' };
    const res = await admin.put('/api/admin/settings/company').send({ data }).expect(400);
    expect(res.body.errors).toHaveProperty('learningIdIssuerUrl');
  });

  it('publishes the register URL but never the client secret', async () => {
    const shell = await o.get('/api/v1/service-admin/public/view-settings').expect(200);
    expect(JSON.stringify(shell.body)).toContain(learningSettings.learningIdRegisterUrl);
    const admin = await o.t.login('aozora');
    const settings = await admin.get('/api/admin/settings/company').expect(200);
    expect(settings.body.data).not.toHaveProperty('learningIdClientSecret');
    for (const res of [shell, settings]) {
      expect(JSON.stringify(res.body)).not.toContain(clients.learning.clientSecret);
    }
  });
});
