import { Router } from 'express';
import type { ReaderSignIn } from '../../auth/readerSignIn';
import { AppError } from '../../errors';
import {
  codeChallengeOf,
  codeExchangeOf,
  optionalToken,
  redirectUrlOf,
} from '../../auth/oidc/input';
import { providerNames } from '../../auth/oidc/providers';
import type { ProviderName } from '../../auth/oidc/providers';
import { flag } from '../../auth/signInRules';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import { answerSignIn } from './readerSession';

/** Google, Microsoft and learning-service sign-in (contracts.md §6, B). */
export function socialAuthApi({
  scopes,
  readerSignIn,
}: {
  scopes: Scopes;
  readerSignIn: ReaderSignIn;
}): Router {
  const router = Router();
  const { oidc, login: readerLogin } = readerSignIn;

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

  router.post('/auth/social-login', scopes.readerTenant, async (req, res) => {
    const { company } = req.readerScope;
    const call = { host: req.get('host'), body: req.body };
    const userId = await oidc.google(
      company,
      codeExchangeOf(call, company, { isPkceRequired: false }),
    );
    const keepLogin = flag(req.body?.keep_login, false);
    const signIn = { company, userId, keepLogin, isMobileApp: false };
    const result = await readerLogin.signIn({ ...signIn, loginType: 'google_login' });
    answerSignIn(req, res, company, result);
  });

  router.post('/auth/microsoft-sso-login', scopes.readerTenant, async (req, res) => {
    const { company } = req.readerScope;
    const call = { host: req.get('host'), body: req.body };
    const exchange = codeExchangeOf(call, company, { isPkceRequired: true });
    const userId = await oidc.microsoft(company, exchange);
    const keepLogin = flag(req.body?.keep_login, false);
    const signIn = { company, userId, keepLogin, isMobileApp: false };
    const result = await readerLogin.signIn({ ...signIn, loginType: 'microsoft_login' });
    answerSignIn(req, res, company, result);
  });

  router.post('/auth/learning-id-login', scopes.readerTenant, async (req, res) => {
    const { company } = req.readerScope;
    const body = req.body ?? {};
    const { userId, myPageUrl } = await oidc.learning(
      company,
      codeExchangeOf({ host: req.get('host'), body }, company, { isPkceRequired: false }),
      {
        isAcceptTerms: flag(body.is_accept_terms_and_condition, false),
        isSubscribeMail: flag(body.is_subscribe_mail, false),
      },
    );
    const result = await readerLogin.signIn({
      company,
      userId,
      loginType: 'learning_id',
      keepLogin: flag(body.keep_login, false),
      isMobileApp: flag(body.is_mobile_app, false),
    });
    answerSignIn(req, res, company, result, { my_page_url: myPageUrl });
  });

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
