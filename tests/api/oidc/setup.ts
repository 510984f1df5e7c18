import type { Express } from 'express';
import supertest from 'supertest';
import { createApp } from '../../../server/src/app';
import { createLogger } from '../../../server/src/http/logging';
import { createTestApp, hosts, testAppConfig } from '../../support/app';
import type { TestApp } from '../../support/app';
import { startOidcProvider } from '../../support/oidcProvider';
import type { TestAccounts, TestProvider } from '../../support/oidcProvider';

/** The reader's login page on the domain tenant, registered at the provider for every client. */
export const redirectUrl = `http://${hosts.aozora}/login`;

export const clients = {
  google: { clientId: 'google-client', clientSecret: 'google-secret-value' },
  microsoft: { clientId: 'microsoft-client', clientSecret: 'microsoft-secret-value' },
  learning: { clientId: 'learning-client', clientSecret: 'learning-secret-value' },
  /** Same as learning, but its codes expire after one second. */
  shortLived: { clientId: 'short-lived-client', clientSecret: 'short-lived-secret' },
};

export interface OidcTestApp {
  t: TestApp;
  /** The app under test: the fixtures' database, issuers pointing at `provider`. */
  app: Express;
  provider: TestProvider;
  /** Saves the domain tenant's company settings through the admin API. */
  configure(data: Record<string, unknown>): Promise<void>;
  /** A v1 call on the domain tenant's host. */
  get(path: string): supertest.Test;
  post(path: string, body: Record<string, unknown>): supertest.Test;
  destroy(): Promise<void>;
}

/**
 * The fixtures' database and a second app on it whose Google, Microsoft and learning-service
 * issuers are one local oidc-provider (the only way http issuers are allowed).
 */
export async function createOidcTestApp(accounts: TestAccounts): Promise<OidcTestApp> {
  const t = await createTestApp();
  const provider = await startOidcProvider({
    clients: Object.values(clients).map((client) => ({
      ...client,
      redirectUris: [redirectUrl],
      codeTtlSeconds: client === clients.shortLived ? 1 : 60,
    })),
    accounts,
  });
  const issuer = provider.issuer;
  const app = createApp({
    db: t.db,
    clock: t.clock,
    config: {
      ...testAppConfig(t.dataDir),
      oidcIssuers: { google: issuer, microsoft: issuer, learning: issuer },
    },
    logger: createLogger('silent'),
  });
  return {
    t,
    app,
    provider,
    async configure(data) {
      const admin = await t.login('aozora');
      await admin.put('/api/admin/settings/company').send({ data }).expect(200);
    },
    get: (path) => supertest(app).get(path).set('Host', hosts.aozora),
    post: (path, body) => supertest(app).post(path).set('Host', hosts.aozora).send(body),
    async destroy() {
      await provider.stop();
      await t.destroy();
    },
  };
}

/** Asks our authorisation endpoint for the provider's URL and plays the browser there. */
export async function codeFor(
  o: OidcTestApp,
  name: 'google' | 'microsoft' | 'learning',
  account: string,
  query: Record<string, string> = {},
): Promise<string> {
  const params = new URLSearchParams({ redirect_url: redirectUrl, ...query });
  const res = await o.get(`/api/v1/auth/oidc/${name}/authorization?${params}`).expect(200);
  const returned = await o.provider.authorize(res.body.data.url, { account });
  const code = o.provider.codeOf(returned);
  if (!code) throw new Error(`No code in ${returned.href}`);
  return code;
}
