import { Status } from '@hondana/schemas/contracts';
import type { Request } from 'express';
import { nopkce } from 'oauth4webapi';
import type * as oidc from 'openid-client';
import { Strategy as OpenIdStrategy } from 'openid-client/passport';
import type { Company } from '../../access/company';
import { AppError } from '../../errors';
import type { VerifiedIdentity } from '../oidc/accounts';
import { callbackUrl, claimsOf, providerError } from '../oidc/client';
import type { Claims, CodeExchange } from '../oidc/client';
import { codeExchangeOf } from '../oidc/input';
import type { ProviderName } from '../oidc/providers';
import { wantedClaims } from '../oidc/service';
import type { OidcSignIn, ProviderSetup, ReturnOptions } from '../oidc/service';
import type { ReaderLogin, ReaderSignInResult } from '../readerLogin';
import { flag } from '../signInRules';

/** A reader's sign-in answer, plus what its method adds to the answer (`my_page_url`). */
export type ReaderSignedIn = ReaderSignInResult & { extra?: Record<string, unknown> };

const loginTypes: Record<ProviderName, string> = {
  google: 'google_login',
  microsoft: 'microsoft_login',
  learning: 'learning_id',
  custom: 'oidc_login',
};

/** Where openid-client's strategy keeps an authorization request's state in a session. */
const STATE_KEY = 'hondana';

/**
 * openid-client's passport strategy for a code the reader brings back in a JSON body (spec 000
 * §4). It never starts an authorization request: the reader did, with its own PKCE verifier and
 * nonce. What it redeems is the return as a browser would bring it (`codeReturn`): the return
 * address with the code, and the verifier and nonce as the state a session would have kept.
 */
class ReaderCodeStrategy extends OpenIdStrategy {
  constructor(private readonly config: oidc.Configuration) {
    const options = { config, sessionKey: STATE_KEY, passReqToCallback: true as const };
    super(options, (req, tokens, verified) => {
      claimsOf(config, tokens, (req as unknown as CodeReturn).wanted).then(
        (claims) => verified(null, claims),
        (err: Error) => verified(err),
      );
    });
  }

  override shouldInitiateAuthRequest(): boolean {
    return false;
  }

  override currentUrl(req: Request): URL {
    return callbackUrl(this.config, (req as unknown as CodeReturn).exchange);
  }
}

interface CodeReturn {
  method: 'GET';
  session: Record<string, unknown>;
  exchange: CodeExchange;
  /** The claims the sign-in reads (auth/oidc/service.ts#wantedClaims). */
  wanted: readonly string[];
}

/** A GET return (never a form post) whose "session" holds the reader's verifier and nonce. */
function codeReturn(exchange: CodeExchange, wanted: readonly string[]): Request {
  // Without a verifier (Google, learning service without PKCE) none is sent to the provider.
  const state = { code_verifier: exchange.codeVerifier ?? nopkce, nonce: exchange.nonce };
  const session = { [STATE_KEY]: state };
  const value: CodeReturn = { method: 'GET', session, exchange, wanted };
  return value as unknown as Request;
}

/**
 * The reader's sign-in at Google, Microsoft, the learning service or the tenant's own
 * provider, for the passport strategy
 * registered under the provider's name: the body's code is parsed (400), the tenant's client
 * set up (888), the code redeemed by openid-client's strategy for that client (864, 502), and the
 * claims handed to the OIDC service's rules and the reader login.
 */
export function providerSignIn(deps: {
  oidc: OidcSignIn;
  login: ReaderLogin;
  companyOf: (req: Request) => Company;
}) {
  const { oidc: service, login } = deps;
  // One strategy per discovered configuration; the bounded discovery cache (oidc/client.ts)
  // decides how long a configuration lives, and its strategy goes with it.
  const strategies = new WeakMap<oidc.Configuration, ReaderCodeStrategy>();

  async function redeem(setup: ProviderSetup, exchange: CodeExchange): Promise<Claims> {
    const config = await service.configuration(setup.provider);
    let strategy = strategies.get(config);
    if (!strategy) {
      strategy = new ReaderCodeStrategy(config);
      strategies.set(config, strategy);
    }
    return authenticateOnce(strategy, codeReturn(exchange, wantedClaims(setup)));
  }

  return (name: ProviderName) =>
    async (req: Request): Promise<ReaderSignedIn> => {
      const company = deps.companyOf(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const call = { host: req.get('host'), body };
      const exchange = codeExchangeOf(call, company, { isPkceRequired: name === 'microsoft' });
      const options: ReturnOptions = {
        code: exchange.code,
        isAcceptTerms: flag(body.is_accept_terms_and_condition, false),
        isSubscribeMail: flag(body.is_subscribe_mail, false),
      };
      const setup = await service.setup(company, name);
      const waiting = name === 'learning' ? await service.waitingIdentity(company, options) : null;
      const identity: VerifiedIdentity =
        waiting ?? service.identityOf(setup, await redeem(setup, exchange));
      const userId = await service.accountFor(company, setup, identity, options);
      const result = await login.signIn({
        company,
        userId,
        loginType: loginTypes[name],
        keepLogin: flag(body.keep_login, false),
        isMobileApp: name === 'learning' && flag(body.is_mobile_app, false),
      });
      if (name !== 'learning') return result;
      return { ...result, extra: { my_page_url: setup.stored.learningIdMyPageUrl || null } };
    };
}

/**
 * Runs a shared strategy for one return, as passport runs a registered one: on an object of
 * its own, so concurrent sign-ins never share their outcome callbacks.
 */
function authenticateOnce(strategy: ReaderCodeStrategy, req: Request): Promise<Claims> {
  return new Promise((resolve, reject) => {
    const refused = () => reject(new AppError(Status.invalidAuthorizeCode));
    const attempt = Object.assign(Object.create(strategy) as ReaderCodeStrategy, {
      success: (claims: Claims) => resolve(claims),
      error: (err: unknown) => reject(providerError(err)),
      // A return without the state it needs, or a refusal at the provider: no usable code.
      fail: refused,
      redirect: refused,
      pass: refused,
    });
    attempt.authenticate(req, {});
  });
}
