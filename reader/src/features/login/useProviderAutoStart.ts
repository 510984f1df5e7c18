import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../api/apiContext';
import { clearsAuthOnArrival } from '../../shared/session/guards';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';
import { startProviderSignIn } from './providerFlow';
import { notifyProviderError } from './providerErrors';
import { useRedirectUrl } from './useRedirectUrl';

/**
 * Guard 8 and spec §2: /login?google=true or ?microsoft=true (or the mobile-app query) first
 * clears the old session and local data; the provider queries then start sign-in at once.
 */
export function useProviderAutoStart() {
  const { search } = useLocation();
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const redirectUrl = useRedirectUrl();
  const hasRun = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (hasRun.current || !clearsAuthOnArrival(params)) return;
    hasRun.current = true;
    const provider =
      params.get('google') === 'true'
        ? 'google'
        : params.get('microsoft') === 'true'
          ? 'microsoft'
          : null;
    void session.clearSession().then(() => {
      if (provider) {
        startProviderSignIn(api, provider, redirectUrl).catch((error: unknown) =>
          notifyProviderError(toast, error),
        );
      }
    });
  }, [search, api, session, toast, redirectUrl]);
}
