import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Status } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { localData } from '../../shared/session/localData';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';
import { exchangeCode } from './exchangeCode';
import { takeProviderFlow, type ProviderFlow } from './providerFlow';
import { readProviderReturn } from './readProviderReturn';
import { notifyProviderError } from './providerErrors';

export interface PendingTerms {
  flow: ProviderFlow;
  code: string;
}

/**
 * Spec §4 social sign-in return: a code is exchanged through the provider's login call; an
 * error shows toast.error.loginFailed and goes back to /login; no code shows nothing. A
 * learning-service sign-in that needs the terms hands back what the terms dialog resends.
 */
export function useProviderReturn() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const [pendingTerms, setPendingTerms] = useState<PendingTerms | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    const answer = readProviderReturn(search, hash);
    if (!answer || handled.current) return;
    handled.current = true;
    const flow = takeProviderFlow();
    const fail = () => {
      localData.clearLoginType();
      toast.notify('error', 'toast.error.loginFailed');
    };
    // The code is single-use: take it out of the address bar before anything else.
    navigate('/login', { replace: true });
    if (answer.error || !answer.code || !flow || flow.state !== answer.state) {
      fail();
      return;
    }
    const code = answer.code;
    exchangeCode(api, {
      flow,
      code,
      tenantParams: session.tenantParams,
      isMobileApp: session.isMobileApp,
    })
      .then(session.completeLogin)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === Status.termsNotAccepted) {
          setPendingTerms({ flow, code });
          return;
        }
        localData.clearLoginType();
        notifyProviderError(toast, error);
      });
  }, [search, hash, api, session, toast, navigate]);

  return { pendingTerms, clearPendingTerms: () => setPendingTerms(null) };
}
