import { createHash, randomBytes } from 'node:crypto';
import type { Express } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, hosts, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { startOidcProvider } from '../../support/oidcProvider';
import type { TestProvider } from '../../support/oidcProvider';
import { clients, redirectUrl } from './setup';

/**
 * Microsoft's real addresses, played by the local provider: the app keeps its production
 * issuers (no `oidcIssuers` override) and the global fetch sends everything for
 * login.microsoftonline.com to the provider. The provider signs with TENANT's issuer, as
 * Microsoft does for an account of TENANT; `common` / `organizations` discovery documents
 * publish Microsoft's `{tenantid}` template instead of an issuer.
 */
const MICROSOFT = 'https://login.microsoftonline.com';
const TENANT = '6f1c2a3b-0000-4000-8000-0000000a11ce';
const anyTenant = new Set(['common', 'organizations']);

let t: TestApp;
let app: Express;
let provider: TestProvider;

beforeAll(async () => {
  t = await createTestApp();
  provider = await startOidcProvider({
    clients: [{ ...clients.microsoft, redirectUris: [redirectUrl] }],
    accounts: {
      mika: { tid: TENANT, email: 'mika@contoso.test', email_verified: true, name: 'Mika Ito' },
      // Its token carries TENANT's issuer but another `tid`: the pair does not match.
      mismatched: {
        tid: 'b0b0b0b0-0000-4000-8000-00000000beef',
        email: 'm@x.test',
        email_verified: true,
      },
    },
    issuer: `${MICROSOFT}/${TENANT}/v2.0`,
  });
  vi.stubGlobal('fetch', microsoftFetch(globalThis.fetch));
  app = createApp({
    db: t.db,
    clock: t.clock,
    config: testAppConfig(t.dataDir),
    logger: createLogger('silent'),
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await provider?.stop();
  await t?.destroy();
});

/** Forwards Microsoft's addresses to the provider and rewrites its discovery document. */
function microsoftFetch(realFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== MICROSOFT) return realFetch(input, init);
    const [, tenant, , ...rest] = url.pathname.split('/');
    const response = await realFetch(`${provider.origin}/${rest.join('/')}${url.search}`, init);
    if (!url.pathname.endsWith('/.well-known/openid-configuration')) return response;
    const text = await response.text();
    const document = JSON.parse(text.replaceAll(provider.origin, `${MICROSOFT}/${tenant}/v2.0`));
    if (anyTenant.has(tenant)) document.issuer = `${MICROSOFT}/{tenantid}/v2.0`;
    return Response.json(document, { status: response.status });
  };
}

async function configure(microsoftTenantId: string) {
  const admin = await t.login('aozora');
  const data = {
    microsoftLoginOption: 'LOGIN_REGISTER',
    microsoftClientId: clients.microsoft.clientId,
    microsoftClientSecret: clients.microsoft.clientSecret,
    microsoftTenantId,
  };
  await admin.put('/api/admin/settings/company').send({ data }).expect(200);
}

async function signIn(account: string, microsoftTenantId: string) {
  await configure(microsoftTenantId);
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    redirect_url: redirectUrl,
    nonce: 'nonce-0123456789',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const res = await supertest(app)
    .get(`/api/v1/auth/oidc/microsoft/authorization?${query}`)
    .set('Host', hosts.aozora)
    .expect(200);
  const url = new URL(res.body.data.url);
  expect(url.href.startsWith(`${MICROSOFT}/${microsoftTenantId}/v2.0/`)).toBe(true);
  const local = `${provider.origin}/${url.pathname.split('/').slice(3).join('/')}${url.search}`;
  const code = provider.codeOf(await provider.authorize(local, { account }));
  return supertest(app).post('/api/v1/auth/microsoft-sso-login').set('Host', hosts.aozora).send({
    authorize_code: code,
    code_verifier: verifier,
    nonce: 'nonce-0123456789',
    login_type: 'microsoft_login',
    redirect_url: redirectUrl,
    keep_login: false,
  });
}

describe('Microsoft sign-in for any organisation (templated issuer)', () => {
  it('is served a discovery document with the {tenantid} template, as Microsoft serves it', async () => {
    const url = `${MICROSOFT}/common/v2.0/.well-known/openid-configuration`;
    const document = await (await fetch(url)).json();
    expect(document.issuer).toBe(`${MICROSOFT}/{tenantid}/v2.0`);
  });

  it.each(['common', 'organizations'])(
    'with tenant "%s" accepts an ID token whose iss is the one of its own tid',
    async (tenant) => {
      const res = await signIn('mika', tenant);
      expect(res.status).toBe(200);
      expect(res.body.data.user.email).toBe('mika@contoso.test');
    },
  );

  it('refuses an ID token whose iss is not the one of its tid (864)', async () => {
    const res = await signIn('mismatched', 'organizations');
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(864);
    expect(await t.db('users').where({ email: 'm@x.test' })).toHaveLength(0);
  });

  it('keeps the strict issuer and the organisation check (887) for one configured tenant', async () => {
    expect((await signIn('mika', TENANT)).status).toBe(200);
    const res = await signIn('mismatched', TENANT);
    expect(res.body.status).toBe(887);
    expect(await t.db('users').where({ email: 'm@x.test' })).toHaveLength(0);
  });
});
