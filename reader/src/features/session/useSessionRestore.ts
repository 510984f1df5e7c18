import { useEffect } from 'react';
import type { ApiClient } from '../../api/client';
import type { SessionStatus, SessionUser } from '../../shared/session/sessionUser';

interface Options {
  status: SessionStatus;
  api: ApiClient;
  servicePath: string | null;
  onRestored: (user: SessionUser) => void;
  onFailed: () => void;
}

/** Spec §4 session restore: GET /auth/info once, while the status says 'restoring'. */
export function useSessionRestore({ status, api, servicePath, onRestored, onFailed }: Options) {
  useEffect(() => {
    if (status !== 'restoring') return;
    let isCurrent = true;
    api<SessionUser>('GET', '/auth/info', { query: { servicePath: servicePath ?? undefined } })
      .then((user) => isCurrent && onRestored(user))
      .catch(() => isCurrent && onFailed());
    return () => {
      isCurrent = false;
    };
  }, [status, api, servicePath, onRestored, onFailed]);
}
