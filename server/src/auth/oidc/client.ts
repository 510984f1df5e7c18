import { Status } from '@hondana/schemas/contracts';
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { createCache } from '../../cache/cache';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { OutboundFetch } from '../../http/outbound';
import type { ProviderClient } from './providers';

/** What the reader's return from the provider carries to one of the sign-in calls. */
export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  nonce?: string;
}

export type Claims = Record<string, unknown> & { sub: string };

/** Discovery documents rarely change; a tenant's new client settings change the key. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
/**
 * A failed discovery is answered from memory this long: an issuer that does not answer (or may
 * not be called) cannot be made to receive a request per anonymous call.
 */
export const FAILED_DISCOVERY_TTL_MS = 60 * 1000;
/** Provider configurations (issuer, client, secret) whose discovery one process keeps. */
export const MAX_DISCOVERIES = 1000;
const TIMEOUT_SECONDS = 10;

export interface OidcClientDeps {
  clock: Clock;
  /** The outbound guard, for issuers a tenant sets (the learning service's). */
  outboundFetch: OutboundFetch;
}

/**
 * openid-client's discovery, cached, and the authorisation URL the reader goes to. The code the
 * reader brings back is redeemed by openid-client's passport strategy (auth/passport/oidc.ts).
 */
export function createOidcClient({ clock, outboundFetch }: OidcClientDeps) {
  const cache = createCache<string, Promise<oidc.Configuration>>({
    max: MAX_DISCOVERIES,
    ttlMs: DISCOVERY_TTL_MS,
    now: () => clock.now().getTime(),
  });
  const guarded: oidc.CustomFetch = (url, options) =>
    outboundFetch(url, { ...options, body: options.body as string | URLSearchParams | null });

  function configuration(provider: ProviderClient): Promise<oidc.Configuration> {
    const key = cacheKey(provider);
    const hit = cache.get(key);
    if (hit) return hit;
    const now = clock.now().getTime();
    const config = discover(provider, provider.isIssuerTenantSet ? guarded : undefined);
    cache.set(key, config, { startedAt: now });
    config.catch(() => cache.set(key, config, { ttlMs: FAILED_DISCOVERY_TTL_MS, startedAt: now }));
    return config;
  }

  return {
    async authorizationUrl(
      provider: ProviderClient,
      params: { redirectUri: string; state?: string; nonce?: string; codeChallenge?: string },
    ): Promise<string> {
      const config = await configuration(provider);
      const query: Record<string, string> = {
        response_type: 'code',
        redirect_uri: params.redirectUri,
        scope: provider.scope,
      };
      if (provider.responseMode !== 'query') query.response_mode = provider.responseMode;
      if (params.state) query.state = params.state;
      if (params.nonce) query.nonce = params.nonce;
      if (params.codeChallenge) {
        query.code_challenge = params.codeChallenge;
        query.code_challenge_method = 'S256';
      }
      return oidc.buildAuthorizationUrl(config, query).href;
    },

    /** The provider's discovered configuration (cached), for the sign-in strategy. */
    configuration,
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * Discovery from the bare issuer URL, never its `/.well-known/` address: only then does
 * openid-client accept Microsoft's `common` / `organizations` document, whose issuer is the
 * template `…/{tenantid}/v2.0`, and check each ID token's `iss` against that template filled
 * with the token's own `tid`. Every other issuer, a single Microsoft tenant included, must
 * match exactly.
 */
async function discover(
  provider: ProviderClient,
  customFetch: oidc.CustomFetch | undefined,
): Promise<oidc.Configuration> {
  try {
    return await oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { client_secret: provider.clientSecret },
      oidc.ClientSecretPost(provider.clientSecret),
      {
        timeout: TIMEOUT_SECONDS,
        execute: provider.isInsecureAllowed ? [oidc.allowInsecureRequests] : [],
        // Every later call (token, keys, userinfo) goes through it too.
        ...(customFetch && { [oidc.customFetch]: customFetch }),
      },
    );
  } catch {
    throw new AppError(Status.externalBookServiceFailed, {
      message: 'The sign-in provider did not answer.',
    });
  }
}

/**
 * The validated ID token's claims (864 without one), topped up from the userinfo endpoint when
 * the token lacks one of the `wanted` claims (the e-mail; a tenant's own provider's mapping).
 */
export async function claimsOf(
  config: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  wanted: readonly string[] = ['email'],
): Promise<Claims> {
  const claims = tokens.claims() as Claims | undefined;
  if (!claims) throw new AppError(Status.invalidAuthorizeCode);
  const isComplete = wanted.every((name) => Boolean(claims[name]));
  if (isComplete || !config.serverMetadata().userinfo_endpoint) return claims;
  const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  return { ...info, ...claims };
}

/** The return URL as the provider built it: the code, plus `iss` when it announces one. */
export function callbackUrl(config: oidc.Configuration, { code, redirectUri }: CodeExchange): URL {
  const url = new URL(redirectUri);
  url.search = '';
  url.hash = '';
  url.searchParams.set('code', code);
  const metadata = config.serverMetadata();
  if (metadata.authorization_response_iss_parameter_supported) {
    url.searchParams.set('iss', metadata.issuer);
  }
  return url;
}

/** A refused code or token is the reader's 864; an unreachable provider is 502. */
export function providerError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const isRefused =
    err instanceof oidc.ResponseBodyError ||
    err instanceof oidc.AuthorizationResponseError ||
    (err instanceof oidc.ClientError && err.code !== 'OAUTH_RESPONSE_IS_NOT_CONFORM');
  if (isRefused) return new AppError(Status.invalidAuthorizeCode);
  return new AppError(Status.externalBookServiceFailed, {
    message: 'The sign-in provider did not answer.',
  });
}

function cacheKey(provider: ProviderClient): string {
  const secret = createHash('sha256').update(provider.clientSecret).digest('hex');
  return [provider.issuer, provider.clientId, secret, provider.isInsecureAllowed].join('\n');
}
