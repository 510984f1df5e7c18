import { useEffect, useState } from 'react';
import { useConfig } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import { tenantQueryOf } from '../../shared/session/tenantKey';
import { openBookFile } from './rangeSource';
import type { BookFile } from './rangeSource';
import type { ViewerToken } from './types';
import { apiUrl } from './viewerApi';

/**
 * The token's book file, its early ranges asked for the moment the token is here: before
 * pdf.js has loaded, so both travel at once (rangeSource.ts). One per token.
 */
export function useBookFile(token: ViewerToken | null): BookFile | null {
  const { apiBase, tenant } = useConfig();
  const { accessToken } = useSession();
  const tokenId = token?.tokenId ?? null;
  const size = token?.contentInfo.fileSize ?? 0;
  const [held, setHeld] = useState<{ tokenId: string; file: BookFile } | null>(null);
  // An effect, not a memo: asking for ranges is a side effect a discarded render must not make.
  useEffect(() => {
    if (!tokenId) return;
    const url = apiUrl(apiBase, `/viewer/file/${tokenId}`, tenantQueryOf(tenant));
    const headers: Record<string, string> = accessToken ? { 'X-Access-Token': accessToken } : {};
    setHeld({ tokenId, file: openBookFile(url, headers, size) });
  }, [apiBase, tenant, accessToken, tokenId, size]);
  // Until the effect has run for a new token, the previous token's file is not this one's.
  return held && held.tokenId === tokenId ? held.file : null;
}
