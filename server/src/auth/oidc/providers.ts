import { Status } from '@hondana/schemas/contracts';
import type { CompanySettings } from '@hondana/schemas';
import { createHash } from 'node:crypto';
import type { Company } from '../../access/company';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';

/** `custom`: the tenant's own OpenID Connect provider, any issuer with discovery. */
export type ProviderName = 'google' | 'microsoft' | 'learning' | 'custom';

export const providerNames: readonly ProviderName[] = ['google', 'microsoft', 'learning', 'custom'];

/** One tenant's OpenID client at one provider. */
export interface ProviderClient {
  name: ProviderName;
  /**
   * What `user_identities.provider` stores for its subjects: the provider's name, or for a
   * tenant's own provider a key of its issuer (`customIdentityKey`).
   */
  identityKey: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Microsoft: the reader sends a S256 code challenge and later its verifier (spec 000 §4). */
  isPkceRequired: boolean;
  /** Spec 000 §2: Microsoft returns `#code=`, the others `?code=`. */
  responseMode: 'query' | 'fragment';
  /** Plain http is allowed only for issuers the app configuration supplies (tests). */
  isInsecureAllowed: boolean;
  /**
   * The learning service's and a tenant's own provider's issuers are tenant settings: they are
   * called through the outbound guard (http/outbound). Google's and Microsoft's are the
   * product's own hosts.
   */
  isIssuerTenantSet: boolean;
}

/** Microsoft tenant values that admit an account of any organisation. */
export const anyMicrosoftTenant = new Set(['common', 'organizations']);

const learningAccountTypes = new Set(['LEARNING_ID', 'ALL']);

/**
 * The client a tenant configured for `name`, from its company settings (secrets included).
 * A provider the tenant has switched off, or left without a client id, is 888.
 * `trustedHosts` are the hosts the operator lets the outbound guard reach although private
 * (`outboundAllowHosts`): only there may a tenant's own issuer use plain http.
 */
export function providerClient(
  name: ProviderName,
  company: Company,
  settings: CompanySettings,
  overrides: AppConfig['oidcIssuers'] = {},
  trustedHosts: readonly string[] = [],
): ProviderClient {
  const override = name === 'custom' ? undefined : overrides[name];
  const base = {
    name,
    identityKey: name,
    isInsecureAllowed: Boolean(override),
    isIssuerTenantSet: name === 'learning' || name === 'custom',
    responseMode: 'query' as const,
  };
  switch (name) {
    case 'google':
      if (settings.googleOption !== 'LOGIN') break;
      return client({
        ...base,
        issuer: override ?? 'https://accounts.google.com',
        clientId: settings.googleClientId,
        clientSecret: settings.googleClientSecret ?? '',
        scope: 'openid profile email',
        isPkceRequired: false,
      });
    case 'microsoft': {
      if (settings.microsoftLoginOption === 'NONE') break;
      const tenant = encodeURIComponent(settings.microsoftTenantId || 'common');
      return client({
        ...base,
        issuer: override ?? `https://login.microsoftonline.com/${tenant}/v2.0`,
        clientId: settings.microsoftClientId,
        clientSecret: settings.microsoftClientSecret ?? '',
        scope: 'User.Read openid email profile offline_access',
        isPkceRequired: true,
        responseMode: 'fragment',
      });
    }
    case 'learning':
      if (!learningAccountTypes.has(company.accountType)) break;
      return client({
        ...base,
        issuer: override ?? settings.learningIdIssuerUrl,
        clientId: settings.learningIdClientId,
        clientSecret: settings.learningIdClientSecret ?? '',
        scope: 'openid profile email',
        isPkceRequired: false,
      });
    case 'custom':
      if (settings.oidcLoginOption === 'NONE') break;
      return client({
        ...base,
        identityKey: customIdentityKey(settings.oidcIssuerUrl),
        issuer: settings.oidcIssuerUrl,
        clientId: settings.oidcClientId,
        clientSecret: settings.oidcClientSecret ?? '',
        scope: settings.oidcScope || 'openid',
        isPkceRequired: false,
        isInsecureAllowed: isTrustedHttp(settings.oidcIssuerUrl, trustedHosts),
      });
  }
  throw new AppError(Status.signInMethodUnavailable);
}

function client(candidate: ProviderClient): ProviderClient {
  if (!candidate.issuer || !candidate.clientId) throw new AppError(Status.signInMethodUnavailable);
  if (candidate.issuer.startsWith('http:') && !candidate.isInsecureAllowed) {
    throw new AppError(Status.signInMethodUnavailable, {
      message: 'A plain-http issuer is allowed only on a host the operator allows.',
    });
  }
  return candidate;
}

/**
 * A tenant's own provider keeps its subjects under a key of its issuer (`oidc:` and 11
 * characters of the issuer's SHA-256, within the 16 of `user_identities.provider`): a subject
 * is unique only at its issuer, so after a change of issuer no old link signs anyone in.
 */
export function customIdentityKey(issuer: string): string {
  const digest = createHash('sha256').update(issuer).digest('base64url');
  return `oidc:${digest.slice(0, 11)}`;
}

function isTrustedHttp(issuer: string, trustedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:') return false;
  const hosts = new Set(trustedHosts.map((host) => host.trim().toLowerCase()));
  const host = url.hostname.toLowerCase();
  return hosts.has(host) || hosts.has(`${host}:${url.port || '80'}`);
}
