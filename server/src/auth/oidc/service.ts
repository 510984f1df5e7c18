import { Status } from '@hondana/schemas/contracts';
import type { CompanySettings } from '@hondana/schemas';
import type { Company } from '../../access/company';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { SettingsService } from '../../settings/service';
import { AppError } from '../../errors';
import type { OutboundFetch } from '../../http/outbound';
import { createAccounts } from './accounts';
import { googleIdentity, learningIdentity, microsoftIdentity } from './claims';
import type { CodeExchange } from './client';
import { createOidcClient } from './client';
import { createPendingLogins } from './pending';
import type { ProviderName } from './providers';
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

/**
 * Google, Microsoft and learning-service sign-in (spec 000 §4, §7). Each flow redeems the
 * code, turns the validated claims into a verified identity and answers the reader account of
 * this company to sign in; the route hands it to the reader login.
 */
export function createOidcSignIn({ db, clock, settings, config, outboundFetch }: OidcSignInDeps) {
  const client = createOidcClient({ clock, outboundFetch });
  const accounts = createAccounts({ db, clock });
  const pending = createPendingLogins({ db, clock });

  async function setup(company: Company, name: ProviderName) {
    const stored = await settings.resolveWithSecrets(company.id, 'company');
    return { stored, provider: providerClient(name, company, stored, config.oidcIssuers) };
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

    /** Google signs in existing readers only (googleOption LOGIN): 862 otherwise. */
    async google(company: Company, exchange: CodeExchange): Promise<string> {
      const { provider } = await setup(company, 'google');
      const identity = googleIdentity(await client.exchange(provider, exchange));
      const userId = await accounts.find(company, identity);
      if (!userId) throw new AppError(Status.accountNotRegistered);
      return userId;
    },

    /** Microsoft: LOGIN_REGISTER creates the reader on first sign-in, LOGIN answers 862. */
    async microsoft(company: Company, exchange: CodeExchange): Promise<string> {
      const { stored, provider } = await setup(company, 'microsoft');
      const claims = await client.exchange(provider, exchange);
      const identity = microsoftIdentity(claims, stored.microsoftTenantId);
      const userId = await accounts.find(company, identity);
      if (userId) return userId;
      if (stored.microsoftLoginOption !== 'LOGIN_REGISTER')
        throw new AppError(Status.accountNotRegistered);
      return accounts.register(company, identity, {
        lang: stored.defaultLanguage,
        isSubscribeMail: false,
      });
    },

    /**
     * The learning service: known readers sign in; unknown ones are registered when the
     * tenant auto-registers (else 701), after accepting the terms when the tenant has terms
     * (889 until then; the second call sends the same code, see pending.ts).
     */
    async learning(
      company: Company,
      exchange: CodeExchange,
      options: { isAcceptTerms: boolean; isSubscribeMail: boolean },
    ): Promise<{ userId: string; myPageUrl: string | null }> {
      const { stored, provider } = await setup(company, 'learning');
      const myPageUrl = stored.learningIdMyPageUrl || null;
      const waiting = options.isAcceptTerms ? await pending.take(company.id, exchange.code) : null;
      const identity = waiting ?? learningIdentity(await client.exchange(provider, exchange));
      const userId = await accounts.find(company, identity);
      if (userId) return { userId, myPageUrl };
      if (!stored.isAutoRegisterLearningIdAccountAtLogin) throw new AppError(Status.notRegistered);
      if (hasTerms(stored) && !options.isAcceptTerms) {
        await pending.save(company.id, exchange.code, identity);
        throw new AppError(Status.termsNotAccepted);
      }
      const newUserId = await accounts.register(company, identity, {
        lang: stored.defaultLanguage,
        isSubscribeMail: options.isSubscribeMail,
      });
      return { userId: newUserId, myPageUrl };
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

function hasTerms(settings: CompanySettings): boolean {
  return Boolean(!isBlankText(settings.learningIdTermsText) || settings.learningIdTermsUrl);
}
