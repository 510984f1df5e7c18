import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { tenantQueryOf } from '../session/tenantKey';
import { nextHeartbeatDelay, retryDelay } from './heartbeatTiming';
import type { ViewerToken } from './types';
import { apiUrl, viewerCalls } from './viewerApi';

export type TokenState =
  | { status: 'loading' }
  | { status: 'ready'; token: ViewerToken }
  | { status: 'failed'; error: unknown };

/**
 * A viewer token for this tab (spec §4 viewer token): requested once the reader is signed in,
 * kept alive by heartbeats while the tab is open, and closed when it goes away so its seat
 * is free at once. A failed beat (the book was unpublished, the token expired) ends reading.
 */
export function useViewerToken(
  contentId: string,
  contentGroupId: string | undefined,
  isEnabled: boolean,
  accessToken: string | null,
) {
  const api = useApi();
  const { tenant, apiBase } = useConfig();
  const calls = useMemo(() => viewerCalls(api), [api]);
  const [state, setState] = useState<TokenState>({ status: 'loading' });
  // A reload hands its previous token in, so the seat it held passes on (contracts.md §9).
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!isEnabled) return;
    let isLive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tokenId: string | undefined;
    let intervalMs = 0;
    const tenantQuery = tenantQueryOf(tenant);
    const closeUrl = () => apiUrl(apiBase, `/viewer/tokens/${tokenId}`, tenantQuery);

    const beat = (delay: number, attempt = 0) => {
      timer = setTimeout(async () => {
        if (!tokenId) return;
        try {
          const { expiresAt } = await calls.heartbeat(tokenId);
          if (isLive) beat(nextHeartbeatDelay({ intervalMs, expiresAt, now: Date.now() }));
        } catch (error) {
          if (!isLive) return;
          if (error instanceof TypeError) beat(retryDelay(attempt + 1), attempt + 1);
          else setState({ status: 'failed', error });
        }
      }, delay);
    };

    // pagehide: the tab closes; a keepalive request outlives the page.
    const onPageHide = () => {
      if (!tokenId) return;
      void fetch(closeUrl(), {
        method: 'DELETE',
        keepalive: true,
        credentials: 'same-origin',
        headers: accessToken ? { 'X-Access-Token': accessToken } : {},
      });
      previous.current = tokenId;
      tokenId = undefined;
    };
    window.addEventListener('pagehide', onPageHide);

    calls
      .open({
        contentId,
        contentGroupId,
        tokenId: previous.current,
        servicePath: tenant?.path ?? undefined,
      })
      .then((token) => {
        if (!isLive) {
          void calls.close(token.tokenId).catch(() => undefined);
          return;
        }
        tokenId = token.tokenId;
        setState({ status: 'ready', token });
        intervalMs = token.heartbeatIntervalMs;
        beat(nextHeartbeatDelay({ intervalMs, expiresAt: token.expiresAt, now: Date.now() }));
      })
      .catch((error: unknown) => {
        if (isLive) setState({ status: 'failed', error });
      });

    return () => {
      isLive = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', onPageHide);
      if (tokenId) {
        previous.current = tokenId;
        void calls.close(tokenId).catch(() => undefined);
      }
    };
  }, [isEnabled, calls, contentId, contentGroupId, tenant, apiBase, accessToken]);

  return { state, calls };
}
