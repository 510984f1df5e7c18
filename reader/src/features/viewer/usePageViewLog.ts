import { useEffect, useRef } from 'react';
import type { ViewerCalls } from './viewerApi';

const FLUSH_MS = 30_000;

/**
 * The usage log's page views (contracts.md §9): each page the reader settles on, sent in
 * batches every 30 s and when the viewer closes — one request, not one per page turn.
 */
export function usePageViewLog(calls: ViewerCalls, tokenId: string, page: number) {
  const pending = useRef<number[]>([]);
  useEffect(() => {
    pending.current.push(page);
  }, [page]);
  useEffect(() => {
    const flush = () => {
      const pages = pending.current.splice(0, 500);
      if (pages.length > 0) void calls.pageViews(tokenId, pages).catch(() => undefined);
    };
    const timer = setInterval(flush, FLUSH_MS);
    return () => {
      clearInterval(timer);
      flush();
    };
  }, [calls, tokenId]);
}
