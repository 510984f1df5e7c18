import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Lifetime of this client's authorization codes (default 60 s). */
  codeTtlSeconds?: number;
}

/** An account the provider signs in: its id is the `sub`, `claims` go into the ID token. */
export type TestAccounts = Record<string, Record<string, unknown>>;

export interface TestProvider {
  /** The issuer the provider signs its tokens with. */
  issuer: string;
  /** Where it listens (the issuer too, unless `startOidcProvider` was given another one). */
  origin: string;
  /**
   * Plays the browser: opens `authorizationUrl`, signs `account` in (or refuses with
   * `access_denied` when `deny`), and returns where the provider sent the reader back.
   */
  authorize(authorizationUrl: string, options: { account?: string; deny?: boolean }): Promise<URL>;
  /** The `code` of a return (from `?code=` or `#code=`), or null. */
  codeOf(returned: URL): string | null;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port. Its interaction
 * pages are replaced by one route that signs in the account the test names and grants every
 * requested scope, so a flow runs without HTML forms but through the real authorisation,
 * token and userinfo endpoints.
 */
export async function startOidcProvider(options: {
  clients: TestClient[];
  accounts: TestAccounts;
  /** An issuer other than the listening address, for a test that puts a proxy in front. */
  issuer?: string;
  /** More scopes and the claims each releases (`{ groups: ['groups'] }`). */
  claims?: Record<string, string[]>;
}): Promise<TestProvider> {
  let provider: Provider | null = null;
  const server = createServer((req, res) => {
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) return void interact(provider, req, res);
    return provider.callback()(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = options.issuer ?? origin;
  provider = new Provider(issuer, configuration(options));

  return {
    issuer,
    origin,
    authorize: (url, { account = '', deny = false }) =>
      followAsBrowser(origin, url, `account=${encodeURIComponent(account)}&deny=${deny}`),
    codeOf(returned) {
      const fragment = new URLSearchParams(returned.hash.slice(1));
      return returned.searchParams.get('code') ?? fragment.get('code');
    },
    stop: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((err) => (err ? fail(err) : done()));
      }),
  };
}

function configuration({
  clients,
  accounts,
  claims = {},
}: {
  clients: TestClient[];
  accounts: TestAccounts;
  claims?: Record<string, string[]>;
}) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ttls = new Map(clients.map((client) => [client.clientId, client.codeTtlSeconds ?? 60]));
  return {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-cookie-key'] },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'User.Read', ...Object.keys(claims)],
    claims: {
      openid: ['sub', 'tid', 'is_child'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      ...claims,
    },
    // Google and Microsoft put the scope's claims into the ID token; so does this provider.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    ttl: {
      AuthorizationCode: (_ctx: unknown, _code: unknown, client: { clientId: string }) =>
        ttls.get(client.clientId) ?? 60,
      AccessToken: 600,
      IdToken: 600,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, sub: string) =>
      accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) } : undefined,
  };
}

/** The replaced interaction page: signs in `?account=` and grants what was asked for. */
async function interact(
  provider: Provider,
  req: Parameters<Provider['interactionDetails']>[0],
  res: Parameters<Provider['interactionDetails']>[1],
) {
  const query = new URL(req.url ?? '', 'http://localhost').searchParams;
  const details = await provider.interactionDetails(req, res);
  if (query.get('deny') === 'true') {
    const denial = { error: 'access_denied', error_description: 'The user said no.' };
    return provider.interactionFinished(req, res, denial, { mergeWithLastSubmission: false });
  }
  const accountId = query.get('account') ?? '';
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  const result = { login: { accountId }, consent: { grantId } };
  return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}

/** Follows the provider's redirects with its cookies until it sends the browser elsewhere. */
async function followAsBrowser(origin: string, start: string, interaction: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== origin) return url;
    if (url.pathname.startsWith('/interaction/')) url.search = interaction;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
    }
    url = new URL(location, url);
  }
  throw new Error('The provider redirected too often.');
}
