import { unwrapEnvelope } from '../../api/client';
import { apiUrl } from './viewerApi';
import type { ViewerCalls } from './viewerApi';

/**
 * Spec §3 download object, then the stamped copy (contracts.md §9): fetched with the
 * reader's credentials (the mobile app's token travels as a header, which a plain link
 * cannot send) and saved under the server's file name.
 */
export async function downloadBook({
  calls,
  contentId,
  apiBase,
  tenantQuery,
  accessToken,
  pages,
}: {
  calls: ViewerCalls;
  contentId: string;
  /** Only these pages (a capped download); the server's own choice when absent. */
  pages?: { from: number; to: number };
  apiBase: string;
  tenantQuery: Record<string, string>;
  accessToken: string | null;
}): Promise<void> {
  const spec = await calls.downloadSpec(contentId, pages);
  const response = await fetch(
    apiUrl(apiBase, `/viewer/download/${spec.downloadId}`, tenantQuery),
    {
      credentials: 'same-origin',
      headers: accessToken ? { 'X-Access-Token': accessToken } : {},
    },
  );
  if (!response.ok) unwrapEnvelope(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = spec.customName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
