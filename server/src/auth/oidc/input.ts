import type { Company } from '../../access/company';
import { AppError } from '../../errors';
import type { CodeExchange } from './client';

/**
 * Where the provider sends the reader back: an address of this very tenant (same host as the
 * call, inside the tenant's path in path mode), without query or fragment because the provider
 * appends its own and the token request must repeat the address exactly. Anything else would
 * let a code be delivered to someone else's page.
 */
export function redirectUrlOf(
  callHost: string | undefined,
  company: Company,
  value: unknown,
): string {
  const refuse = () => AppError.badRequest({ redirectUrl: 'Use an address of this service.' });
  if (typeof value !== 'string' || value.length > 2048) throw refuse();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  const host = (callHost ?? '').toLowerCase();
  const isOwnHost =
    ['http:', 'https:'].includes(url.protocol) &&
    !url.username &&
    !url.password &&
    url.host.toLowerCase() === host &&
    !url.search &&
    !url.hash;
  const isTenantPath =
    company.domainType === 'PATH'
      ? url.pathname === `/${company.path}` || url.pathname.startsWith(`/${company.path}/`)
      : url.hostname.toLowerCase() === (company.domain ?? '').toLowerCase();
  if (!isOwnHost || !isTenantPath) throw refuse();
  return url.href;
}

export function authorizeCodeOf(value: unknown): string {
  if (typeof value !== 'string' || !value.trim() || value.length > 4096) {
    throw AppError.badRequest({ authorizeCode: 'The authorization code is missing.' });
  }
  return value.trim();
}

/** RFC 7636: 43 to 128 unreserved characters (the reader makes 43). */
const verifierPattern = /^[A-Za-z0-9._~-]{43,128}$/;
/** A S256 challenge is the base64url SHA-256 of the verifier: always 43 characters. */
const challengePattern = /^[A-Za-z0-9_-]{43}$/;

export function codeVerifierOf(value: unknown): string {
  if (typeof value !== 'string' || !verifierPattern.test(value)) {
    throw AppError.badRequest({ codeVerifier: 'Send the PKCE code verifier (43-128 characters).' });
  }
  return value;
}

export function codeChallengeOf(value: unknown): string {
  if (typeof value !== 'string' || !challengePattern.test(value)) {
    throw AppError.badRequest({ codeChallenge: 'Send the S256 code challenge of the verifier.' });
  }
  return value;
}

/** `state` and `nonce`: optional opaque strings chosen by the reader. */
export function optionalToken(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 255 || /\s/.test(value)) {
    throw AppError.badRequest({ [name]: 'Use up to 255 characters without spaces.' });
  }
  return value;
}

/**
 * The sign-in calls' common fields: the code, the return address and, when sent, the nonce.
 * `call` is the request's Host header and body.
 */
export function codeExchangeOf(
  call: { host: string | undefined; body: unknown },
  company: Company,
  { isPkceRequired }: { isPkceRequired: boolean },
): CodeExchange {
  const body = (call.body ?? {}) as Record<string, unknown>;
  return {
    code: authorizeCodeOf(body.authorize_code),
    redirectUri: redirectUrlOf(call.host, company, body.redirect_url),
    // Microsoft always uses PKCE; the others when the reader sent a challenge too.
    codeVerifier:
      isPkceRequired || body.code_verifier ? codeVerifierOf(body.code_verifier) : undefined,
    nonce: optionalToken('nonce', body.nonce),
  };
}
