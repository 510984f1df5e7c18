import { Status } from '@hondana/schemas/contracts';
import type { CompanySettings } from '@hondana/schemas';
import type { Company } from '../../access/company';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { SettingsService } from '../../settings/service';
import { AppError } from '../../errors';
import type { OutboundFetch } from '../../http/outbound';
import { outboundAllowHosts } from '../../http/outbound/allowHosts';
import { createAccounts } from './accounts';
import type { VerifiedIdentity } from './accounts';
import { customIdentity, googleIdentity, learningIdentity, microsoftIdentity } from './claims';
import type { Claims } from './client';
import { createOidcClient } from './client';
import { createGroupMapping } from './groups';
import { createPendingLogins } from './pending';
import type { ProviderClient, ProviderName } from './providers';
import { providerClient } from './providers';
import { isBlankText, textIn } from '@hondana/schemas';

export interface OidcSignInDeps {
  db: Knex;
  clock: Clock;
  settings: SettingsService;
  config: AppConfig;
  outboundFetch: OutboundFetch;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state?: string;
  nonce?: string;
  codeChallenge?: string;
}

/** A provider as one tenant configured it: its client (secrets included) and its settings. */
export interface ProviderSetup {
  provider: ProviderClient;
  stored: CompanySettings;
}

/** What the reader sent beside the code that changes who is signed in (the learning service). */
export interface ReturnOptions {
  code: string;
  isAcceptTerms: boolean;
  isSubscribeMail: boolean;
}

/**
 * Google, Microsoft, learning-service and a tenant's own provider's sign-in (spec 000 §4, §7):
 * the rules around the code.
 * openid-client's passport strategy redeems it (auth/passport/oidc.ts); this service says which
 * provider a tenant offers, turns the validated claims into a verified identity and answers the
 * reader account of this company to sign in.
 */
export function createOidcSignIn({ db, clock, settings, config, outboundFetch }: OidcSignInDeps) {
  const client = createOidcClient({ clock, outboundFetch });
  const accounts = createAccounts({ db, clock });
  const pending = createPendingLogins({ db, clock });
  const groups = createGroupMapping({ db, clock });
  const trustedHosts = outboundAllowHosts(config);

  async function setup(company: Company, name: ProviderName): Promise<ProviderSetup> {
    const stored = await settings.resolveWithSecrets(company.id, 'company');
    const provider = providerClient(name, company, stored, config.oidcIssuers, trustedHosts);
    return { stored, provider };
  }

  /** Google signs in existing readers only (googleOption LOGIN): 862 otherwise. */
  async function google(company: Company, identity: VerifiedIdentity): Promise<string> {
    const userId = await accounts.find(company, identity);
    if (!userId) throw new AppError(Status.accountNotRegistered);
    return userId;
  }

  /** Microsoft: LOGIN_REGISTER creates the reader on first sign-in, LOGIN answers 862. */
  async function microsoft(
    company: Company,
    identity: VerifiedIdentity,
    stored: CompanySettings,
  ): Promise<string> {
    const userId = await accounts.find(company, identity);
    if (userId) return userId;
    if (stored.microsoftLoginOption !== 'LOGIN_REGISTER')
      throw new AppError(Status.accountNotRegistered);
    return accounts.register(company, identity, {
      lang: stored.defaultLanguage,
      isSubscribeMail: false,
    });
  }

  /**
   * A tenant's own provider: LOGIN_REGISTER registers an unknown reader (LOGIN answers 862),
   * in the user group the group claim names when the tenant has one of that name; a known
   * reader is moved into that group.
   */
  async function custom(
    company: Company,
    identity: VerifiedIdentity,
    stored: CompanySettings,
  ): Promise<string> {
    const groupId = await groups.groupFor(company.id, identity.groupNames);
    const userId = await accounts.find(company, identity);
    if (userId) {
      if (groupId) await groups.join(company.id, userId, groupId);
      return userId;
    }
    if (stored.oidcLoginOption !== 'LOGIN_REGISTER')
      throw new AppError(Status.accountNotRegistered);
    return accounts.register(company, identity, {
      lang: stored.defaultLanguage,
      isSubscribeMail: false,
      userGroupId: groupId,
    });
  }

  /**
   * The learning service: known readers sign in; unknown ones are registered when the
   * tenant auto-registers (else 701), after accepting the terms when the tenant has terms
   * (889 until then; the second call sends the same code, see pending.ts).
   */
  async function learning(
    company: Company,
    identity: VerifiedIdentity,
    stored: CompanySettings,
    options: ReturnOptions,
  ): Promise<string> {
    const userId = await accounts.find(company, identity);
    if (userId) return userId;
    if (!stored.isAutoRegisterLearningIdAccountAtLogin) throw new AppError(Status.notRegistered);
    if (hasTerms(stored) && !options.isAcceptTerms) {
      await pending.save(company.id, options.code, identity);
      throw new AppError(Status.termsNotAccepted);
    }
    return accounts.register(company, identity, {
      lang: stored.defaultLanguage,
      isSubscribeMail: options.isSubscribeMail,
    });
  }

  return {
    /** The provider's authorisation URL for the reader to go to (PKCE S256 for Microsoft). */
    async authorizationUrl(company: Company, name: ProviderName, request: AuthorizationRequest) {
      const { provider } = await setup(company, name);
      if (provider.isPkceRequired && !request.codeChallenge) {
        throw AppError.badRequest({ codeChallenge: 'Send the S256 code challenge.' });
      }
      return client.authorizationUrl(provider, request);
    },

    /** The client a tenant configured for `name` (888 when it offers no such sign-in). */
    setup,

    /** The provider's discovery (cached; 502 when it does not answer). */
    configuration: (provider: ProviderClient) => client.configuration(provider),

    /**
     * A learning-service return whose terms the reader accepts now: the identity kept for its
     * code (pending.ts), so the code is not redeemed twice; null when none waits.
     */
    async waitingIdentity(
      company: Company,
      options: ReturnOptions,
    ): Promise<VerifiedIdentity | null> {
      return options.isAcceptTerms ? pending.take(company.id, options.code) : null;
    },

    /** The identity the provider's validated claims vouch for (861, 887, 860 otherwise). */
    identityOf({ provider, stored }: ProviderSetup, claims: Claims): VerifiedIdentity {
      if (provider.name === 'google') return googleIdentity(claims);
      if (provider.name === 'custom')
        return customIdentity(claims, provider.identityKey, claimMapping(stored));
      if (provider.name === 'microsoft') return microsoftIdentity(claims, stored.microsoftTenantId);
      return learningIdentity(claims);
    },

    /** The reader account to sign in for a verified identity, by the provider's rules. */
    accountFor(
      company: Company,
      { provider, stored }: ProviderSetup,
      identity: VerifiedIdentity,
      options: ReturnOptions,
    ): Promise<string> {
      if (provider.name === 'google') return google(company, identity);
      if (provider.name === 'custom') return custom(company, identity, stored);
      if (provider.name === 'microsoft') return microsoft(company, identity, stored);
      return learning(company, identity, stored, options);
    },

    /** The learning-service terms a new reader accepts (863 when the tenant has none). */
    async terms(company: Company): Promise<{ text: string; url: string }> {
      const stored = await settings.resolveWithSecrets(company.id, 'company');
      if (!hasTerms(stored)) throw new AppError(Status.noTerms);
      // The reader's language is not known before the account exists: the tenant's default.
      const text = textIn(stored.learningIdTermsText, stored.defaultLanguage);
      return { text, url: stored.learningIdTermsUrl };
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;

/** The claims a tenant's own provider is read by (company settings). */
export function claimMapping(stored: CompanySettings) {
  return {
    emailClaim: stored.oidcEmailClaim || 'email',
    nameClaim: stored.oidcNameClaim,
    groupClaim: stored.oidcGroupClaim,
  };
}

/** The claims a sign-in needs: what userinfo is asked for when the ID token lacks one. */
export function wantedClaims({ provider, stored }: ProviderSetup): string[] {
  if (provider.name !== 'custom') return ['email'];
  const { emailClaim, nameClaim, groupClaim } = claimMapping(stored);
  return [emailClaim, nameClaim, groupClaim].filter(Boolean);
}

function hasTerms(settings: CompanySettings): boolean {
  return Boolean(!isBlankText(settings.learningIdTermsText) || settings.learningIdTermsUrl);
}
