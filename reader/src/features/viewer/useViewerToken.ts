import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { tenantQueryOf } from '../../shared/session/tenantKey';
import { nextHeartbeatDelay, retryDelay } from './heartbeatTiming';
import type { ViewerToken } from './types';
import { apiUrl, viewerCalls } from './viewerApi';
import type { ViewerCalls } from './viewerApi';

export type TokenState =
  | { status: 'loading' }
  | { status: 'ready'; token: ViewerToken }
  | { status: 'failed'; error: unknown };

/** Where a tab's viewer token comes from: a content, a content link, or a token handed in. */
export interface TokenSource {
  /** Changes when a new token is wanted (another book, a sign-in). */
  key: string;
  /** Asks for the token; `previous` is the one this tab held before (a reload). */
  open(calls: ViewerCalls, previous: string | undefined): Promise<ViewerToken>;
  /**
   * Whether leaving the tab closes the token. A token handed in by an embed is not closed:
   * the embed's reload opens the same address again (its seat ends 10 minutes after the last
   * heartbeat instead).
   */
  closesOnLeave: boolean;
}

/**
 * A viewer token for this tab (spec §4 viewer token): requested once `source` is given,
 * kept alive by heartbeats while the tab is open, and closed when it goes away so its seat
 * is free at once. A failed beat (the book was unpublished, the token expired) ends reading.
 */
export function useViewerToken(source: TokenSource | null, accessToken: string | null) {
  const api = useApi();
  const { tenant, apiBase } = useConfig();
  const calls = useMemo(() => viewerCalls(api), [api]);
  const [state, setState] = useState<TokenState>({ status: 'loading' });
  // A reload hands its previous token in, so the seat it held passes on (contracts.md §9).
  const previous = useRef<string | undefined>(undefined);

  // The latest source, read when its key changes (pages build a new object each render).
  const current = useRef(source);
  current.current = source;
  const key = source?.key ?? null;

  useEffect(() => {
    const source = current.current;
    if (key === null || !source) return;
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
      if (!tokenId || !source.closesOnLeave) return;
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

    source
      .open(calls, previous.current)
      .then((token) => {
        if (!isLive) {
          if (source.closesOnLeave) void calls.close(token.tokenId).catch(() => undefined);
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
      if (tokenId && source.closesOnLeave) {
        previous.current = tokenId;
        void calls.close(tokenId).catch(() => undefined);
      }
    };
  }, [key, calls, tenant, apiBase, accessToken]);

  return { state, calls };
}
