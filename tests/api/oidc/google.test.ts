import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader } from '../../support/readers';
import { clients, codeFor, createOidcTestApp, redirectUrl } from './setup';
import type { OidcTestApp } from './setup';

let o: OidcTestApp;
let readerId: string;

const googleSettings = {
  googleOption: 'LOGIN',
  googleClientId: clients.google.clientId,
  googleClientSecret: clients.google.clientSecret,
};

beforeAll(async () => {
  o = await createOidcTestApp({
    hana: { email: 'hana@example.test', email_verified: true, name: 'Hana Sato' },
    stranger: { email: 'stranger@example.test', email_verified: true },
    unverified: { email: 'hana@example.test', email_verified: false },
  });
  // Stored with another letter case: e-mail addresses match case-insensitively.
  readerId = (await createReader(o.t, o.t.fixtures.aozora.id, { email: 'Hana@example.test' })).id;
  await o.configure(googleSettings);
});

afterAll(async () => {
  await o?.destroy();
});

function login(code: unknown, extra: Record<string, unknown> = {}) {
  const body = { authorize_code: code, redirect_url: redirectUrl, keep_login: true, ...extra };
  return o.post('/api/v1/auth/social-login', { domain: 'aozora.test', path: '', ...body });
}

describe('Google sign-in', () => {
  it('builds the authorisation URL with the code flow and the spec scopes', async () => {
    const query = `redirect_url=${encodeURIComponent(redirectUrl)}&state=s1&nonce=n1`;
    const res = await o.get(`/api/v1/auth/oidc/google/authorization?${query}`).expect(200);
    const url = new URL(res.body.data.url);
    expect(url.origin).toBe(o.provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: clients.google.clientId,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: redirectUrl,
      state: 's1',
      nonce: 'n1',
    });
    expect(url.searchParams.has('client_secret')).toBe(false);
  });

  it('signs an existing reader in with a real code and links the Google account', async () => {
    const code = await codeFor(o, 'google', 'hana', { state: 'abcdefghijklmnop' });
    const res = await login(code).expect(200);
    expect(res.body.data.user).toMatchObject({ id: readerId, login_type: 'google_login' });
    expect(res.body.data.access_token).toEqual(expect.any(String));
    expect(String(res.headers['set-cookie'])).toContain('hd_aozora_test=');
    const links = await o.t.db('user_identities').where({ user_id: readerId });
    expect(links).toMatchObject([{ provider: 'google', subject: 'hana' }]);

    const info = await o.get('/api/v1/auth/info').set('X-Access-Token', res.body.data.access_token);
    expect(info.body.data).toMatchObject({ id: readerId });
  });

  it('refuses a code that was already used, and a made-up one, with 864', async () => {
    const code = await codeFor(o, 'google', 'hana');
    await login(code).expect(200);
    expect((await login(code).expect(400)).body.status).toBe(864);
    expect((await login('not-a-real-code').expect(400)).body.status).toBe(864);
  });

  it('checks the nonce when the reader sends it', async () => {
    const code = await codeFor(o, 'google', 'hana', { nonce: 'nonce-one' });
    expect((await login(code, { nonce: 'nonce-two' }).expect(400)).body.status).toBe(864);
    const again = await codeFor(o, 'google', 'hana', { nonce: 'nonce-one' });
    await login(again, { nonce: 'nonce-one' }).expect(200);
  });

  it('uses PKCE as well when the reader sends a challenge', async () => {
    const verifier = randomBytes(43).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await codeFor(o, 'google', 'hana', { code_challenge: challenge });
    expect((await login(code).expect(400)).body.status).toBe(864);
    const again = await codeFor(o, 'google', 'hana', { code_challenge: challenge });
    await login(again, { code_verifier: verifier }).expect(200);
  });

  it('refuses an expired code with 864', async () => {
    await o.configure({ ...googleSettings, ...shortLivedClient() });
    try {
      const code = await codeFor(o, 'google', 'hana');
      // The provider's codes of this client live one second, counted in whole seconds.
      await sleep(2100);
      expect((await login(code).expect(400)).body.status).toBe(864);
    } finally {
      await o.configure(googleSettings);
    }
  });

  it('gets no code when the person refuses at the provider; a call without code is a 400', async () => {
    const params = new URLSearchParams({ redirect_url: redirectUrl });
    const res = await o.get(`/api/v1/auth/oidc/google/authorization?${params}`).expect(200);
    const returned = await o.provider.authorize(res.body.data.url, { deny: true });
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(o.provider.codeOf(returned)).toBeNull();

    const missing = await login(undefined).expect(400);
    expect(missing.body).toMatchObject({
      status: 400,
      errors: { authorize_code: expect.any(String) },
    });
  });

  it('answers 862 for a Google account without a reader, 861 for an unverified address', async () => {
    expect((await login(await codeFor(o, 'google', 'stranger')).expect(400)).body.status).toBe(862);
    expect((await login(await codeFor(o, 'google', 'unverified')).expect(400)).body.status).toBe(
      861,
    );
    expect(await o.t.db('users').where({ email: 'stranger@example.test' })).toHaveLength(0);
  });

  it('refuses return addresses outside the tenant', async () => {
    for (const bad of ['http://evil.test/login', `${redirectUrl}?next=x`, 'javascript:alert(1)']) {
      const query = new URLSearchParams({ redirect_url: bad });
      const res = await o.get(`/api/v1/auth/oidc/google/authorization?${query}`).expect(400);
      expect(res.body.errors).toHaveProperty('redirect_url');
      expect(
        (await login('some-code', { redirect_url: bad }).expect(400)).body.errors,
      ).toHaveProperty('redirect_url');
    }
  });

  it('in path mode accepts only return addresses inside the tenant path', async () => {
    const ask = (redirect: string) =>
      supertest(o.app)
        .get(`/api/v1/auth/oidc/google/authorization?path=sakura&redirect_url=${redirect}`)
        .set('Host', 'reader.test');
    await ask('http://reader.test/aozora/login').expect(400, /redirect_url/);
    await ask('http://elsewhere.test/sakura/login').expect(400, /redirect_url/);
    // Inside the path the address is fine; Sakura simply has Google switched off.
    await ask('http://reader.test/sakura/login').expect(400, /"status":888/);
  });

  it('answers 888 while Google sign-in is off, 404 for an unknown provider', async () => {
    await o.configure({ ...googleSettings, googleOption: 'NONE' });
    try {
      const query = new URLSearchParams({ redirect_url: redirectUrl });
      const res = await o.get(`/api/v1/auth/oidc/google/authorization?${query}`).expect(400);
      expect(res.body.status).toBe(888);
      expect((await login('some-code').expect(400)).body.status).toBe(888);
    } finally {
      await o.configure(googleSettings);
    }
    await o.get('/api/v1/auth/oidc/facebook/authorization').expect(404);
  });

  it('never returns the client secret', async () => {
    const admin = await o.t.login('aozora');
    const answers = [
      await admin.get('/api/admin/settings/company').expect(200),
      await admin.get('/api/admin/settings/company/history').expect(200),
      await o.get('/api/v1/service-admin/public/view-settings').expect(200),
      await o.get('/api/v1/company/public/get-detail').expect(200),
    ];
    // The record says a secret is stored (by its field's name) and nothing more.
    expect(answers[0].body.storedSecrets).toContain('googleClientSecret');
    const withoutStoredList = (body: unknown) =>
      JSON.stringify(body, (key, value: unknown) => (key === 'storedSecrets' ? undefined : value));
    for (const res of answers) {
      expect(JSON.stringify(res.body)).not.toContain(clients.google.clientSecret);
      expect(withoutStoredList(res.body)).not.toMatch(/client_?secret/i);
    }
  });
});

function shortLivedClient() {
  return {
    googleClientId: clients.shortLived.clientId,
    googleClientSecret: clients.shortLived.clientSecret,
  };
}
