import { useEffect, useRef } from 'react';
import { Status } from '@hondana/schemas/contracts';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/client';
import { useConfig } from '../../config/configContext';
import { useToast } from '../toast/toastContext';
import { localData } from '../../shared/session/localData';
import type { LoginAnswer, SessionStatus } from '../../shared/session/sessionUser';

interface Options {
  status: SessionStatus;
  api: ApiClient;
  body: Record<string, unknown>;
  completeLogin: (answer: LoginAnswer) => void;
}

/**
 * Spec §4 automatic sign-in by IP address, when the tenant allows IP login with automatic
 * sign-in; it reruns whenever the login setting changes. The server reads the client
 * address itself, so no CDN trace is fetched.
 */
export function useIpAutoLogin({ status, api, body, completeLogin }: Options) {
  const { settings, preview } = useConfig();
  const { loginRequire, loginByIpAddress, autoLoginByIpAddress } = settings.company;
  const toast = useToast();
  const attempted = useRef<string | null>(null);
  const settingKey = `${loginRequire}:${loginByIpAddress}:${autoLoginByIpAddress}`;
  const isAllowed = loginByIpAddress && autoLoginByIpAddress && !preview;

  useEffect(() => {
    if (status !== 'anonymous' || !isAllowed || attempted.current === settingKey) return;
    if (localData.isIpAutoLoginOff()) return;
    attempted.current = settingKey;
    api<LoginAnswer>('POST', '/auth/ip-address-auto-login', {
      body: { ...body, keepLogin: true, loginType: 'auto_ip_address' },
    })
      .then(completeLogin)
      .catch((error: unknown) => {
        // Spec §8: "no IP group matches" is the normal answer for most visitors.
        if (!(error instanceof ApiError && error.status === Status.notAutoSignedIn))
          toast.notifyApiError(error);
      });
  }, [status, isAllowed, settingKey, api, body, completeLogin, toast]);
}
