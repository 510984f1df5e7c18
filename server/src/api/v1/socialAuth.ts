import { Router } from 'express';
import type { OidcSignIn } from '../../auth/oidc/service';
import type { ReaderSignInMethod, SignInPassport } from '../../auth/passport';
import { AppError } from '../../errors';
import { codeChallengeOf, optionalToken, redirectUrlOf } from '../../auth/oidc/input';
import { providerNames } from '../../auth/oidc/providers';
import type { ProviderName } from '../../auth/oidc/providers';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import { answerSignIn } from './readerSession';

/** Each provider's sign-in path and the passport strategy that redeems its code. */
export const providerRoutes = {
  '/auth/social-login': 'google',
  '/auth/microsoft-sso-login': 'microsoft',
  '/auth/learning-id-login': 'learning',
  '/auth/oidc-login': 'custom',
} as const satisfies Record<string, ReaderSignInMethod>;

/**
 * Google, Microsoft, learning-service and the tenant's own provider's sign-in (contracts.md §6, B): the authorisation URL the
 * reader goes to, and the code it brings back, redeemed by the provider's passport strategy.
 */
export function socialAuthApi({
  scopes,
  readerSignIn,
  signIn,
}: {
  scopes: Scopes;
  readerSignIn: { oidc: OidcSignIn };
  signIn: SignInPassport;
}): Router {
  const router = Router();
  const { oidc } = readerSignIn;

  router.get('/auth/oidc/:provider/authorization', scopes.readerTenant, async (req, res) => {
    const name = providerNameOf(req.params.provider);
    const { company } = req.readerScope;
    const { query } = req;
    const url = await oidc.authorizationUrl(company, name, {
      redirectUri: redirectUrlOf(req.get('host'), company, query.redirect_url),
      state: optionalToken('state', query.state),
      nonce: optionalToken('nonce', query.nonce),
      codeChallenge: query.code_challenge ? codeChallengeOf(query.code_challenge) : undefined,
    });
    sendData(res, { url });
  });

  for (const [path, method] of Object.entries(providerRoutes)) {
    router.post(path, scopes.readerTenant, async (req, res) => {
      const { company } = req.readerScope;
      const result = await signIn.authenticate(method, { req, res, company });
      answerSignIn(req, res, company, result, result.extra);
    });
  }

  router.get('/terms-and-condition/public', scopes.readerTenant, async (req, res) => {
    sendData(res, await oidc.terms(req.readerScope.company));
  });

  return router;
}

function providerNameOf(value: unknown): ProviderName {
  const name = providerNames.find((candidate) => candidate === value);
  if (!name) throw AppError.notFound('Unknown sign-in provider.');
  return name;
}
