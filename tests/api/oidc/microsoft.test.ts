import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader } from '../../support/readers';
import { clients, createOidcTestApp, redirectUrl } from './setup';
import type { OidcTestApp } from './setup';

let o: OidcTestApp;

const TENANT = 'f3b0c1de-0000-4000-8000-00000000c0de';

const microsoftSettings = {
  microsoftLoginOption: 'LOGIN_REGISTER',
  microsoftClientId: clients.microsoft.clientId,
  microsoftClientSecret: clients.microsoft.clientSecret,
  microsoftTenantId: TENANT,
};

beforeAll(async () => {
  o = await createOidcTestApp({
    mika: { tid: TENANT, email: 'mika@contoso.test', name: 'Mika Ito' },
    ren: { tid: TENANT, email: 'ren@contoso.test', name: 'Ren Abe' },
    outsider: { tid: 'another-tenant', email: 'out@fabrikam.test' },
    verifiedOutsider: { tid: 'another-tenant', email: 'v@fabrikam.test', email_verified: true },
  });
  await o.configure(microsoftSettings);
});

afterAll(async () => {
  await o?.destroy();
});

/** What the reader does: a 43-character verifier and its S256 challenge (spec 000 §9). */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

async function signInAt(account: string) {
  const { verifier, challenge } = pkce();
  const query = new URLSearchParams({
    redirect_url: redirectUrl,
    state: 'state-0123456789',
    nonce: 'nonce-0123456789',
    code_challenge: challenge,
  });
  const res = await o.get(`/api/v1/auth/oidc/microsoft/authorization?${query}`).expect(200);
  const returned = await o.provider.authorize(res.body.data.url, { account });
  return { verifier, returned, url: new URL(res.body.data.url), code: o.provider.codeOf(returned) };
}

function login(code: unknown, verifier: unknown) {
  return o.post('/api/v1/auth/microsoft-sso-login', {
    authorize_code: code,
    code_verifier: verifier,
    nonce: 'nonce-0123456789',
    login_type: 'microsoft_login',
    redirect_url: redirectUrl,
    keep_login: false,
  });
}

describe('Microsoft sign-in', () => {
  it('asks for the spec scopes with PKCE S256 and gets the code back in the fragment', async () => {
    const { url, returned, code } = await signInAt('ren');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: clients.microsoft.clientId,
      scope: 'User.Read openid email profile offline_access',
      code_challenge_method: 'S256',
      response_mode: 'fragment',
    });
    expect(returned.hash).toContain('code=');
    expect(code).toEqual(expect.any(String));
  });

  it('registers a new reader on first sign-in (LOGIN_REGISTER), then signs the same one in', async () => {
    const first = await signInAt('mika');
    const res = await login(first.code, first.verifier).expect(200);
    expect(res.body.data.user).toMatchObject({
      email: 'mika@contoso.test',
      name: 'Mika Ito',
      role_level: 3,
      login_type: 'microsoft_login',
    });
    // keep_login false: a browser-session cookie (no Max-Age).
    expect(String(res.headers['set-cookie'])).not.toMatch(/Max-Age/i);
    const users = await o.t.db('users').where({ email: 'mika@contoso.test' });
    expect(users).toHaveLength(1);

    const second = await signInAt('mika');
    const again = await login(second.code, second.verifier).expect(200);
    expect(again.body.data.user.id).toBe(users[0].id);
    expect(await o.t.db('users').where({ email: 'mika@contoso.test' })).toHaveLength(1);
  });

  it('refuses a wrong code verifier (864) and a missing one (400)', async () => {
    const { code } = await signInAt('ren');
    const wrong = await login(code, pkce().verifier).expect(400);
    expect(wrong.body.status).toBe(864);
    const missing = await login(code, undefined).expect(400);
    expect(missing.body.errors).toHaveProperty('code_verifier');
    expect(await o.t.db('users').where({ email: 'ren@contoso.test' })).toHaveLength(0);
  });

  it('needs the code challenge to build the authorisation URL', async () => {
    const query = new URLSearchParams({ redirect_url: redirectUrl });
    const res = await o.get(`/api/v1/auth/oidc/microsoft/authorization?${query}`).expect(400);
    expect(res.body.errors).toHaveProperty('code_challenge');
  });

  it('refuses an account of another organisation with 887', async () => {
    const { code, verifier } = await signInAt('outsider');
    expect((await login(code, verifier).expect(400)).body.status).toBe(887);
    expect(await o.t.db('users').where({ email: 'out@fabrikam.test' })).toHaveLength(0);
  });

  it('with tenant "organizations" admits any organisation, but only verified addresses', async () => {
    await o.configure({ ...microsoftSettings, microsoftTenantId: 'organizations' });
    try {
      const unverified = await signInAt('outsider');
      expect((await login(unverified.code, unverified.verifier).expect(400)).body.status).toBe(861);
      const verified = await signInAt('verifiedOutsider');
      await login(verified.code, verified.verifier).expect(200);
    } finally {
      await o.configure(microsoftSettings);
    }
  });

  it('with LOGIN signs in existing readers only (862 otherwise)', async () => {
    await o.configure({ ...microsoftSettings, microsoftLoginOption: 'LOGIN' });
    try {
      const unknown = await signInAt('ren');
      expect((await login(unknown.code, unknown.verifier).expect(400)).body.status).toBe(862);
      const reader = await createReader(o.t, o.t.fixtures.aozora.id, { email: 'ren@contoso.test' });
      const known = await signInAt('ren');
      const res = await login(known.code, known.verifier).expect(200);
      expect(res.body.data.user.id).toBe(reader.id);
    } finally {
      await o.configure(microsoftSettings);
    }
  });

  it('never returns the client secret', async () => {
    const admin = await o.t.login('aozora');
    const settings = await admin.get('/api/admin/settings/company').expect(200);
    expect(settings.body.data).not.toHaveProperty('microsoftClientSecret');
    expect(settings.body.data.microsoftTenantId).toBe(TENANT);
    const shell = await o.get('/api/v1/service-admin/public/view-settings').expect(200);
    for (const res of [settings, shell]) {
      expect(JSON.stringify(res.body)).not.toContain(clients.microsoft.clientSecret);
    }
  });
});
