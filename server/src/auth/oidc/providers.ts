import { Status } from '@hondana/schemas/contracts';
import type { CompanySettings } from '@hondana/schemas';
import type { Company } from '../../access/company';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';

export type ProviderName = 'google' | 'microsoft' | 'learning';

export const providerNames: readonly ProviderName[] = ['google', 'microsoft', 'learning'];

/** One tenant's OpenID client at one provider. */
export interface ProviderClient {
  name: ProviderName;
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
   * The learning service's issuer is a tenant setting: it is called through the outbound guard
   * (http/outbound). Google's and Microsoft's are the product's own hosts.
   */
  isIssuerTenantSet: boolean;
}

/** Microsoft tenant values that admit an account of any organisation. */
export const anyMicrosoftTenant = new Set(['common', 'organizations']);

const learningAccountTypes = new Set(['LEARNING_ID', 'ALL']);

/**
 * The client a tenant configured for `name`, from its company settings (secrets included).
 * A provider the tenant has switched off, or left without a client id, is 888.
 */
export function providerClient(
  name: ProviderName,
  company: Company,
  settings: CompanySettings,
  overrides: AppConfig['oidcIssuers'] = {},
): ProviderClient {
  const override = overrides[name];
  const base = {
    name,
    isInsecureAllowed: Boolean(override),
    isIssuerTenantSet: name === 'learning',
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
  }
  throw new AppError(Status.signInMethodUnavailable);
}

function client(candidate: ProviderClient): ProviderClient {
  if (!candidate.issuer || !candidate.clientId) throw new AppError(Status.signInMethodUnavailable);
  return candidate;
}
