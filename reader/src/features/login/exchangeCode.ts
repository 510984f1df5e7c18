import type { ApiClient } from '../../api/client';
import type { LoginAnswer } from '../../shared/session/sessionUser';
import type { ProviderFlow } from './providerFlow';

interface Exchange {
  flow: ProviderFlow;
  code: string;
  tenantParams: { domain: string | null; path: string | null };
  isMobileApp: boolean;
  terms?: { isAcceptTermsAndCondition: boolean; isSubscribeMail: boolean };
}

const PATHS = {
  google: '/auth/social-login',
  microsoft: '/auth/microsoft-sso-login',
  learning: '/auth/learning-id-login',
  custom: '/auth/oidc-login',
} as const;

/** Spec §7: the provider's code goes to the sign-in call of its provider. */
export function exchangeCode(api: ApiClient, exchange: Exchange): Promise<LoginAnswer> {
  const { flow, code, tenantParams, isMobileApp, terms } = exchange;
  return api<LoginAnswer>('POST', PATHS[flow.provider], {
    body: {
      ...tenantParams,
      keepLogin: true,
      authorizeCode: code,
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
      redirectUrl: flow.redirectUrl,
      loginType: flow.provider === 'microsoft' ? 'microsoft_login' : undefined,
      isMobileApp: flow.provider === 'learning' ? isMobileApp : undefined,
      ...terms,
    },
  });
}
