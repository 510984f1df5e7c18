import type { ApiClient } from '../../api/client';
import type { ViewerToken } from './types';

/** The viewer's calls (contracts.md §9); `api` is the tenant's v1 client. */
export function viewerCalls(api: ApiClient) {
  return {
    open(query: {
      contentId: string;
      contentGroupId?: string;
      tokenId?: string;
      servicePath?: string;
    }) {
      return api<ViewerToken>('GET', '/content/public/viewer-token', { query });
    },
    /** A content link's token (`/content/{contentToken}`), signed in or not. */
    openLink(linkToken: string, tokenId?: string) {
      return api<ViewerToken>(
        'GET',
        `/content/link/${encodeURIComponent(linkToken)}/viewer-token`,
        {
          query: { tokenId },
        },
      );
    },
    /** What a token handed in by an embed opens (`/direct-view/{viewToken}`). */
    describe(tokenId: string) {
      return api<ViewerToken>('GET', `/viewer/tokens/${encodeURIComponent(tokenId)}`);
    },
    heartbeat(tokenId: string) {
      return api<{ expiresAt: string }>('POST', `/viewer/tokens/${tokenId}/heartbeat`, {
        body: {},
      });
    },
    close(tokenId: string) {
      return api<{ closed: boolean }>('DELETE', `/viewer/tokens/${tokenId}`);
    },
    authorisePrint(tokenId: string, pages: number) {
      return api<{ print: number; pages: number }>('POST', `/viewer/tokens/${tokenId}/print`, {
        body: { pages },
      });
    },
    pageViews(tokenId: string, pages: number[]) {
      return api<{ recorded: number }>('POST', `/viewer/tokens/${tokenId}/page-views`, {
        body: { pages },
      });
    },
    position(contentId: string) {
      return api<{ page: number; zoom: string } | null>(
        'GET',
        `/content/reading-position/${contentId}`,
      );
    },
    savePosition(contentId: string, position: { page: number; zoom: string }) {
      return api('PUT', `/content/reading-position/${contentId}`, { body: position });
    },
    /** A download of the book, or of `pages` when its download cap asks for a range. */
    downloadSpec(contentId: string, pages?: { from: number; to: number }) {
      return api<{ downloadId: string; customName: string }>(
        'GET',
        '/content/get-content-download-spec',
        { query: { contentId, pageFrom: pages?.from, pageTo: pages?.to } },
      );
    },
  };
}

export type ViewerCalls = ReturnType<typeof viewerCalls>;

/** A v1 URL outside the JSON client (the PDF, a download), with the tenant's query. */
export function apiUrl(apiBase: string, path: string, tenantQuery: Record<string, string>): string {
  const query = new URLSearchParams(tenantQuery);
  const search = query.size > 0 ? `?${query}` : '';
  return `${apiBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}${search}`;
}
