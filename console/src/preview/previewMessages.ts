/** The console ⇄ reader preview protocol (contracts.md §4). */
export const previewReadyType = 'hondana:preview-ready';
export const previewDraftType = 'hondana:preview-draft';

export interface PreviewDraftMessage {
  type: typeof previewDraftType;
  kind: string;
  data: unknown;
}

interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * Accepts a ready signal only from our own iframe on our own origin: any other window
 * (an extension, a page the reader navigated to) must not trigger draft posts.
 */
export function isPreviewReady(
  event: MessageLike,
  frameWindow: unknown,
  expectedOrigin: string,
): boolean {
  if (event.origin !== expectedOrigin) return false;
  if (frameWindow == null || event.source !== frameWindow) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === previewReadyType;
}

export const draftMessage = (kind: string, data: unknown): PreviewDraftMessage => ({
  type: previewDraftType,
  kind,
  data,
});

/** Preview URL of a tenant's reader as served by the server (staff session required). */
export const previewUrl = (companyId: string | number) =>
  `/admin/preview/${encodeURIComponent(String(companyId))}/`;
