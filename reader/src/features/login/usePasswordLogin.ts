import { useState } from 'react';
import { Status } from '@hondana/schemas/contracts';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import type { LoginAnswer } from '../../shared/session/sessionUser';
import { passwordHash } from './passwordHash';
import { useToast } from '../toast/toastContext';

/** Spec §3 login types: e-mail or username (identity), decided by the account type. */
export function loginTypeOf(accountType: string | undefined, identifier: string): string {
  if (accountType === 'USERNAME') return 'identity';
  if (accountType === 'EMAIL') return 'email';
  return identifier.includes('@') ? 'email' : 'identity';
}

/** The default label of the identity field: what the account type signs in with. */
export function identityLabelKey(accountType: string | undefined): string {
  if (accountType === 'EMAIL') return 'login.emailOnly';
  if (accountType === 'USERNAME') return 'login.userNameOnly';
  return 'login.email';
}

/** Spec §7: empty values (a path tenant's null domain, a domain tenant's null path) are not sent. */
export function withoutEmpty<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  ) as Partial<T>;
}

/** Password and IP-address sign-in (spec §7 auth/login, auth/ip-address-login). */
export function usePasswordLogin() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const { tenant } = useConfig();
  const [isBusy, setIsBusy] = useState(false);
  const { domain, path } = session.tenantParams;

  const run = async (request: () => Promise<LoginAnswer>, isIp = false) => {
    setIsBusy(true);
    try {
      session.completeLogin(await request());
    } catch (error) {
      // The catalogue's 421 reads "wrong ID or password": for the IP button it means no group
      // of the tenant lists this address.
      const isNoIpMatch =
        isIp && error instanceof ApiError && error.status === Status.wrongCredentials;
      if (isNoIpMatch) toast.notify('error', 'toast.error.ipNoMatch');
      else toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return {
    isBusy,
    loginWithPassword: (identifier: string, password: string) =>
      run(async () =>
        api<LoginAnswer>('POST', '/auth/login', {
          body: withoutEmpty({
            email: identifier.trim(),
            keepLogin: true,
            passwordHash: await passwordHash(password),
            loginType: loginTypeOf(tenant?.accountType, identifier),
            isMobileApp: session.isMobileApp,
            domain,
            path,
          }),
        }),
      ),
    loginWithIpAddress: () =>
      run(
        () =>
          api<LoginAnswer>('POST', '/auth/ip-address-login', {
            body: withoutEmpty({
              keepLogin: true,
              companyDomain: domain,
              path,
              loginType: 'ip_address',
            }),
          }),
        true,
      ),
  };
}
