import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app';
import { customIdentityKey } from '../../../server/src/auth/oidc/providers';
import { createLogger } from '../../../server/src/http/logging';
import { PUBLIC_SETTINGS_RECHECK_MS } from '../../../server/src/settings/publicSettings';
import { passwordDigest } from '../../../server/src/users/password';
import { createTestApp, hosts, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { startOidcProvider } from '../../support/oidcProvider';
import type { TestProvider } from '../../support/oidcProvider';
import { createReader } from '../../support/readers';
import { redirectUrl } from './setup';

/**
 * A tenant's own OpenID Connect provider (issue 35): a second local oidc-provider beside the
 * one the tenant's Google sign-in uses, reached through the outbound guard because the operator
 * allows its host, with the tenant's claim mapping, auto-registration and "OIDC only".
 */
let t: TestApp;
let google: TestProvider;
let own: TestProvider;
let call: { get(path: string): supertest.Test; post(path: string): supertest.Test };
const groups: Record<string, string> = {};

const client = { clientId: 'own-client', clientSecret: 'own-secret-value-42' };
const googleClient = { clientId: 'google-client', clientSecret: 'google-secret-value' };

const ownSettings = () => ({
  oidcLoginOption: 'LOGIN_REGISTER',
  oidcButtonLabel: { en: 'Sign in with Aozora ID', ja: 'あおぞらIDでログイン' },
  oidcIssuerUrl: own.issuer,
  oidcClientId: client.clientId,
  oidcClientSecret: client.clientSecret,
  oidcScope: 'openid profile email directory',
  oidcEmailClaim: 'email',
  oidcNameClaim: 'display_name',
  oidcGroupClaim: 'groups',
  googleOption: 'LOGIN',
  googleClientId: googleClient.clientId,
  googleClientSecret: googleClient.clientSecret,
});

beforeAll(async () => {
  t = await createTestApp();
  const clients = (c: typeof client) => [{ ...c, redirectUris: [redirectUrl] }];
  google = await startOidcProvider({
    clients: clients(googleClient),
    accounts: { hana: { email: 'hana@aozora.example', email_verified: true } },
  });
  own = await startOidcProvider({
    clients: clients(client),
    claims: { directory: ['groups', 'display_name', 'mail'] },
    accounts: {
      mika: { email: 'mika@aozora.example', display_name: 'Mika Aoki', groups: ['x', 'Students'] },
      hana: { email: 'hana@aozora.example', name: 'Hana Sato', groups: 'Teachers' },
      ren: { mail: 'ren@corp.example', name: 'Ren Ito' },
      kaito: { email: 'kaito@aozora.example', groups: ['Students'] },
      sakuraOnly: { email: 'sora@aozora.example', groups: ['Sakura readers'] },
      unverified: { email: 'hana@aozora.example', email_verified: false },
      closed: { email: 'closed@aozora.example' },
    },
  });
  const app = createApp({
    db: t.db,
    clock: t.clock,
    config: {
      ...testAppConfig(t.dataDir),
      oidcIssuers: { google: google.issuer },
      // The operator allows the tenant's provider (loopback, plain http): nothing else.
      outboundAllowHosts: [new URL(own.origin).host],
    },
    logger: createLogger('silent'),
  });
  call = {
    get: (path) => supertest(app).get(path).set('Host', hosts.aozora),
    post: (path) => supertest(app).post(path).set('Host', hosts.aozora),
  };
  for (const [company, name, maxUsers] of [
    ['aozora', 'Students', 5],
    ['aozora', 'Teachers', 5],
    ['aozora', 'Full', 1],
    ['sakura', 'Sakura readers', 5],
  ] as const) {
    const admin = await t.login(company);
    const res = await admin.post('/api/admin/user-groups').send({ name, maxUsers }).expect(201);
    groups[name] = res.body.id;
  }
  await configure(ownSettings());
});

afterAll(async () => {
  await own?.stop();
  await google?.stop();
  await t?.destroy();
});

/** Saved through the fixtures' app: the app under test sees it as another instance's save. */
async function configure(data: Record<string, unknown>) {
  const admin = await t.login('aozora');
  await admin.put('/api/admin/settings/company').send({ data }).expect(200);
  t.clock.advance(PUBLIC_SETTINGS_RECHECK_MS);
}

/** Our authorisation endpoint, then the provider as a browser: the code it sends back. */
async function codeFor(name: 'custom' | 'google', account: string, provider = own) {
  const query = new URLSearchParams({ redirect_url: redirectUrl });
  const res = await call.get(`/api/v1/auth/oidc/${name}/authorization?${query}`).expect(200);
  const code = provider.codeOf(await provider.authorize(res.body.data.url, { account }));
  if (!code) throw new Error('No code came back.');
  return code;
}

function login(code: unknown, extra: Record<string, unknown> = {}) {
  const body = { authorize_code: code, redirect_url: redirectUrl, keep_login: true, ...extra };
  return call.post('/api/v1/auth/oidc-login').send(body);
}

async function userOf(email: string) {
  return t.db('users').where({ company_id: t.fixtures.aozora.id, email }).first();
}

describe("a tenant's own OpenID Connect provider", () => {
  it('sends the reader to its issuer with the client id and the scopes the tenant set', async () => {
    const query = `redirect_url=${encodeURIComponent(redirectUrl)}&state=s1&nonce=n1`;
    const res = await call.get(`/api/v1/auth/oidc/custom/authorization?${query}`).expect(200);
    const url = new URL(res.body.data.url);
    expect(url.origin).toBe(own.origin);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: client.clientId,
      scope: 'openid profile email directory',
      redirect_uri: redirectUrl,
      state: 's1',
    });
    expect(res.text).not.toContain(client.clientSecret);
  });

  it('registers an unknown reader in the user group its group claim names', async () => {
    const res = await login(await codeFor('custom', 'mika')).expect(200);
    expect(res.body.data.user).toMatchObject({
      email: 'mika@aozora.example',
      login_type: 'oidc_login',
      role_level: 3,
    });
    const user = await userOf('mika@aozora.example');
    expect(user).toMatchObject({ full_name: 'Mika Aoki', user_group_id: groups.Students });
    const [identity] = await t.db('user_identities').where({ user_id: user.id });
    expect(identity).toMatchObject({ provider: customIdentityKey(own.issuer), subject: 'mika' });
    // The same person again: the link signs in, no second account.
    await login(await codeFor('custom', 'mika')).expect(200);
    expect(await t.db('users').where({ email: 'mika@aozora.example' })).toHaveLength(1);
  });

  it('signs a known reader in beside Google and moves them into the named group', async () => {
    const hana = await createReader(t, t.fixtures.aozora.id, { email: 'hana@aozora.example' });
    const viaGoogle = await login(await codeFor('google', 'hana', google));
    // The Google code is no good at the tenant's own provider…
    expect(viaGoogle.status).toBe(400);
    expect(viaGoogle.body.status).toBe(864);
    // …and each provider signs the same reader in through its own call.
    const body = { authorize_code: await codeFor('google', 'hana', google) };
    const res = await call
      .post('/api/v1/auth/social-login')
      .send({ ...body, redirect_url: redirectUrl })
      .expect(200);
    expect(res.body.data.user).toMatchObject({ id: hana.id, login_type: 'google_login' });
    const own1 = await login(await codeFor('custom', 'hana')).expect(200);
    expect(own1.body.data.user).toMatchObject({ id: hana.id, login_type: 'oidc_login' });
    expect((await userOf('hana@aozora.example')).user_group_id).toBe(groups.Teachers);
  });

  it('reads the e-mail from the claim the tenant maps', async () => {
    await login(await codeFor('custom', 'ren')).expect(400, /"status":861/);
    await configure({ ...ownSettings(), oidcEmailClaim: 'mail', oidcNameClaim: '' });
    try {
      const res = await login(await codeFor('custom', 'ren')).expect(200);
      expect(res.body.data.user.email).toBe('ren@corp.example');
      expect((await userOf('ren@corp.example')).full_name).toBe('Ren Ito');
    } finally {
      await configure(ownSettings());
    }
  });

  it('refuses an address the provider marks unverified (861) and a full group (427)', async () => {
    await login(await codeFor('custom', 'unverified')).expect(400, /"status":861/);
    await t.db('user_groups').where({ id: groups.Students }).update({ max_users: 1 });
    try {
      await login(await codeFor('custom', 'kaito')).expect(400, /"status":427/);
      expect(await userOf('kaito@aozora.example')).toBeUndefined();
    } finally {
      await t.db('user_groups').where({ id: groups.Students }).update({ max_users: 5 });
    }
  });

  it('refuses an unknown reader with 862 when auto-registration is off', async () => {
    await configure({ ...ownSettings(), oidcLoginOption: 'LOGIN' });
    try {
      const res = await login(await codeFor('custom', 'closed')).expect(400);
      expect(res.body.status).toBe(862);
      expect(await userOf('closed@aozora.example')).toBeUndefined();
    } finally {
      await configure(ownSettings());
    }
  });

  it('refuses password sign-in with 892 while "OIDC only" is on, and tells the reader', async () => {
    const reader = await createReader(t, t.fixtures.aozora.id, { password: 'Reader-pass1' });
    const password = { email: reader.email, password_hash: passwordDigest('Reader-pass1') };
    await call.post('/api/v1/auth/login').send(password).expect(200);
    await configure({ ...ownSettings(), oidcOnly: true });
    try {
      const res = await call.post('/api/v1/auth/login').send(password).expect(400);
      expect(res.body).toMatchObject({ status: 892, message: expect.stringContaining('sign') });
      const wrong = { ...password, password_hash: passwordDigest('wrong') };
      await call
        .post('/api/v1/auth/login')
        .send(wrong)
        .expect(400, /"status":892/);
      await call.post('/api/v1/auth/register').send(password).expect(403);
      const shell = await call.get('/api/v1/service-admin/public/view-settings').expect(200);
      expect(JSON.stringify(shell.body)).toContain('"oidc_only":true');
      await login(await codeFor('custom', 'mika')).expect(200);
    } finally {
      await configure(ownSettings());
    }
    await call.post('/api/v1/auth/login').send(password).expect(200);
  });

  it('saves "OIDC only" only with the provider on, and never answers the client secret', async () => {
    const admin = await t.login('aozora');
    const data = { ...ownSettings(), oidcLoginOption: 'NONE', oidcOnly: true };
    await admin.put('/api/admin/settings/company').send({ data }).expect(400);
    // Saved without the secret (as the console does): the stored one stays and still works.
    const withoutSecret: Record<string, unknown> = ownSettings();
    delete withoutSecret.oidcClientSecret;
    await admin.put('/api/admin/settings/company').send({ data: withoutSecret }).expect(200);
    await login(await codeFor('custom', 'mika')).expect(200);
    const settings = await admin.get('/api/admin/settings/company').expect(200);
    expect(settings.body.data).not.toHaveProperty('oidcClientSecret');
    const history = await admin.get('/api/admin/settings/company/history').expect(200);
    const shell = await call.get('/api/v1/service-admin/public/view-settings').expect(200);
    for (const res of [settings, history, shell]) {
      expect(JSON.stringify(res.body)).not.toContain(client.clientSecret);
      expect(JSON.stringify(res.body)).not.toContain(googleClient.clientSecret);
    }
  });

  it('refuses an issuer the operator does not allow: plain http (888) or a private address (502)', async () => {
    // The Google issuer's host is the operator's (configured) one; port 1 is nobody's.
    try {
      for (const [issuer, status] of [
        ['http://127.0.0.1:1/', 888],
        ['https://127.0.0.1:1/', 502],
        ['https://10.0.0.1/', 502],
      ] as const) {
        await configure({ ...ownSettings(), oidcIssuerUrl: issuer });
        const query = `redirect_url=${encodeURIComponent(redirectUrl)}`;
        const res = await call.get(`/api/v1/auth/oidc/custom/authorization?${query}`);
        const answer = [res.status, res.body.status];
        expect(answer, issuer).toEqual([status === 888 ? 400 : 502, status]);
      }
    } finally {
      await configure(ownSettings());
    }
  });

  it('answers hostile input with catalogue statuses, never a 500', async () => {
    for (const body of [
      {},
      { authorize_code: 42, redirect_url: redirectUrl },
      { authorize_code: ['a'], redirect_url: redirectUrl },
      { authorize_code: 'x'.repeat(5000), redirect_url: redirectUrl },
      { authorize_code: 'code', redirect_url: 'https://evil.example/login' },
      { authorize_code: 'code', redirect_url: { href: redirectUrl } },
      { authorize_code: 'code', redirect_url: redirectUrl, code_verifier: 'short' },
      { authorize_code: 'code', redirect_url: redirectUrl, nonce: 'a b' },
    ]) {
      const res = await call.post('/api/v1/auth/oidc-login').send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors).toBeTypeOf('object');
    }
    await login('made-up-code').expect(400, /"status":864/);
  });
});

describe('isolation between tenants', () => {
  it('offers nothing on a tenant that has not set its own provider (888)', async () => {
    const sakura = t.anonymous();
    const back = 'http://reader.test/sakura/login';
    const query = `path=sakura&redirect_url=${encodeURIComponent(back)}`;
    const url = await sakura
      .get(`/api/v1/auth/oidc/custom/authorization?${query}`)
      .set('Host', 'reader.test');
    expect([url.status, url.body.status]).toEqual([400, 888]);
    const res = await sakura
      .post('/api/v1/auth/oidc-login')
      .set('Host', 'reader.test')
      .send({ path: 'sakura', authorize_code: 'code', redirect_url: back });
    expect([res.status, res.body.status]).toEqual([400, 888]);
  });

  it("never maps a claim to another tenant's group, nor signs in another tenant's reader", async () => {
    const sakuraReader = await createReader(t, t.fixtures.sakura.id, {
      email: 'sora@aozora.example',
    });
    const res = await login(await codeFor('custom', 'sakuraOnly')).expect(200);
    expect(res.body.data.user.id).not.toBe(sakuraReader.id);
    const user = await userOf('sora@aozora.example');
    expect(user.user_group_id).toBeNull();
    const sakuraRow = await t.db('users').where({ id: sakuraReader.id }).first();
    expect(sakuraRow.user_group_id).toBeNull();
    expect(await t.db('user_identities').where({ user_id: sakuraReader.id })).toHaveLength(0);
  });
});
