import type { ApiClient } from '../../api/client';
import { localData, PROVIDER_FLOW } from '../../shared/session/localData';

/** `custom`: the tenant's own OpenID Connect provider. */
export type Provider = 'google' | 'microsoft' | 'learning' | 'custom';

/** What survives the round trip to the provider (sessionStorage, this tab only). */
export interface ProviderFlow {
  provider: Provider;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUrl: string;
}

/** Spec §3 login types, stored while the provider has the visitor. */
export const providerLoginType: Record<Provider, string> = {
  google: 'google_login',
  microsoft: 'microsoft_login',
  learning: 'learning_id',
  custom: 'oidc_login',
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec §9: state and nonce are 16 random characters. */
export function randomText(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** Spec §9: the PKCE verifier is 43 random bytes, base64url (RFC 7636 allows 43-128 chars). */
export function createCodeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(43)));
}

/** S256: base64url of the verifier's SHA-256. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Asks the server for the provider's authorisation URL and leaves for it. */
export async function startProviderSignIn(api: ApiClient, provider: Provider, redirectUrl: string) {
  const flow: ProviderFlow = {
    provider,
    state: randomText(),
    nonce: randomText(),
    codeVerifier: createCodeVerifier(),
    redirectUrl,
  };
  const { url } = await api<{ url: string }>('GET', `/auth/oidc/${provider}/authorization`, {
    query: {
      redirectUrl,
      state: flow.state,
      nonce: flow.nonce,
      codeChallenge: await codeChallengeOf(flow.codeVerifier),
    },
  });
  sessionStorage.setItem(PROVIDER_FLOW, JSON.stringify(flow));
  localData.setLoginType(providerLoginType[provider]);
  window.location.assign(url);
}

/** The flow this tab started, taken out so a reload cannot replay it. */
export function takeProviderFlow(): ProviderFlow | null {
  const text = sessionStorage.getItem(PROVIDER_FLOW);
  sessionStorage.removeItem(PROVIDER_FLOW);
  if (!text) return null;
  try {
    return JSON.parse(text) as ProviderFlow;
  } catch {
    return null;
  }
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
