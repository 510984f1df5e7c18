import { unwrapEnvelope } from '../../api/client';
import { apiUrl } from '../viewer/viewerApi';

/**
 * Saves a paid payment's receipt (a PDF the server writes in `lang`): fetched with the
 * reader's credentials (the mobile app's token travels as a header, which a plain link
 * cannot send) and handed to the browser's download under the server's file name.
 */
export async function downloadReceipt({
  paymentId,
  lang,
  apiBase,
  tenantQuery,
  accessToken,
}: {
  paymentId: string;
  lang: string;
  apiBase: string;
  tenantQuery: Record<string, string>;
  accessToken: string | null;
}): Promise<void> {
  const path = `/transaction/receipt/${encodeURIComponent(paymentId)}`;
  const response = await fetch(apiUrl(apiBase, path, { ...tenantQuery, lang }), {
    credentials: 'same-origin',
    headers: accessToken ? { 'X-Access-Token': accessToken } : {},
  });
  if (!response.ok) unwrapEnvelope(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? `${paymentId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `attachment; filename*=UTF-8''receipt-….pdf` → `receipt-….pdf`. */
function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
}
