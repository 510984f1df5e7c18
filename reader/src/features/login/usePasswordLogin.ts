import { useState } from 'react';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { useSession } from '../session/sessionContext';
import type { LoginAnswer } from '../session/sessionUser';
import { passwordHash } from '../session/passwordHash';
import { useToast } from '../toast/toastContext';

/** Spec §3 login types: e-mail or username (identity), decided by the account type. */
export function loginTypeOf(accountType: string | undefined, identifier: string): string {
  if (accountType === 'USERNAME') return 'identity';
  if (accountType === 'EMAIL') return 'email';
  return identifier.includes('@') ? 'email' : 'identity';
}

/** Password and IP-address sign-in (spec §7 auth/login, auth/ip-address-login). */
export function usePasswordLogin() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const { tenant } = useConfig();
  const [isBusy, setIsBusy] = useState(false);
  const { domain, path } = session.tenantParams;

  const run = async (request: () => Promise<LoginAnswer>) => {
    setIsBusy(true);
    try {
      session.completeLogin(await request());
    } catch (error) {
      toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return {
    isBusy,
    loginWithPassword: (identifier: string, password: string) =>
      run(async () =>
        api<LoginAnswer>('POST', '/auth/login', {
          body: {
            email: identifier.trim(),
            keepLogin: true,
            passwordHash: await passwordHash(password),
            loginType: loginTypeOf(tenant?.accountType, identifier),
            isMobileApp: session.isMobileApp,
            domain,
            path,
          },
        }),
      ),
    loginWithIpAddress: () =>
      run(() =>
        api<LoginAnswer>('POST', '/auth/ip-address-login', {
          body: { keepLogin: true, companyDomain: domain, path, loginType: 'ip_address' },
        }),
      ),
  };
}
