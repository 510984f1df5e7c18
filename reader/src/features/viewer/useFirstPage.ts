import { useEffect, useState } from 'react';
import { useConfig } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import { tenantQueryOf } from '../../shared/session/tenantKey';
import type { ViewerToken } from './types';
import { apiUrl } from './viewerApi';

/** After this long without page 1's image the viewer opens the book without it. */
const FIRST_PAGE_TIMEOUT_MS = 8_000;

/** Page 1 as the server drew it at upload, decoded, with the page's size in PDF points. */
export interface FirstPageImage {
  image: ImageBitmap;
  width: number;
  height: number;
}

/**
 * `undefined` while the token's first-page image is on its way, then the image, or null for
 * a book without one (or one that failed to come). The viewer paints it at once and asks for
 * the book's ranges only after it: on a phone's link the image is a fraction of what pdf.js
 * and the ranges weigh, and sharing the link with them would only delay it
 * (docs/performance.md, "Online viewer").
 */
export function useFirstPage(token: ViewerToken | null): FirstPageImage | null | undefined {
  const { apiBase, tenant } = useConfig();
  const { accessToken } = useSession();
  const tokenId = token?.tokenId ?? null;
  const width = token?.contentInfo.firstPage?.width ?? 0;
  const height = token?.contentInfo.firstPage?.height ?? 0;
  const [held, setHeld] = useState<{ tokenId: string; page: FirstPageImage | null } | null>(null);
  useEffect(() => {
    if (!tokenId) return;
    if (!(width > 0 && height > 0)) {
      setHeld({ tokenId, page: null });
      return;
    }
    let isLive = true;
    const url = apiUrl(apiBase, `/viewer/file/${tokenId}/first-page`, tenantQueryOf(tenant));
    const headers: Record<string, string> = accessToken ? { 'X-Access-Token': accessToken } : {};
    // An image that does not come must not hold the book back.
    const signal = AbortSignal.timeout(FIRST_PAGE_TIMEOUT_MS);
    fetch(url, { headers, credentials: 'same-origin', signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(response.status)))
      .then((blob) => createImageBitmap(blob))
      .then(
        (image) => {
          if (isLive) setHeld({ tokenId, page: { image, width, height } });
          else image.close();
        },
        () => isLive && setHeld({ tokenId, page: null }),
      );
    return () => {
      isLive = false;
    };
  }, [apiBase, tenant, accessToken, tokenId, width, height]);
  if (!tokenId) return undefined;
  return held && held.tokenId === tokenId ? held.page : undefined;
}
