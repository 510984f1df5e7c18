import { useMemo } from 'react';
import { useConfig } from '../../config/configContext';
import { useSession } from '../session/sessionContext';
import { tenantQueryOf } from '../session/tenantKey';
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
  return useMemo(() => {
    if (!tokenId) return null;
    const url = apiUrl(apiBase, `/viewer/file/${tokenId}`, tenantQueryOf(tenant));
    const headers: Record<string, string> = accessToken ? { 'X-Access-Token': accessToken } : {};
    return openBookFile(url, headers, size);
  }, [apiBase, tenant, accessToken, tokenId, size]);
}
