// The console ⇄ reader live preview (contracts.md §4). The console frames
// `previewPath(companyId)` from its own origin; both sides check `event.origin` against
// `window.location.origin` and `event.source` against the window they expect.
import { isRecord } from './isRecord';

export const previewReadyType = 'hondana:preview-ready';
export const previewDraftType = 'hondana:preview-draft';

/** reader → parent, once mounted in preview mode. */
export interface PreviewReadyMessage {
  type: typeof previewReadyType;
}

/** console → iframe: the unsaved draft of one kind, after `ready` and on every change. */
export interface PreviewDraftMessage {
  type: typeof previewDraftType;
  kind: string;
  data: unknown;
}

/** A draft the reader accepted: a public kind with an object payload. */
export interface PreviewDraft {
  kind: string;
  data: Record<string, unknown>;
}

/** The parts of a MessageEvent the checks look at. */
export interface PreviewMessageEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

export const readyMessage = (): PreviewReadyMessage => ({ type: previewReadyType });

export const draftMessage = (kind: string, data: unknown): PreviewDraftMessage => ({
  type: previewDraftType,
  kind,
  data,
});

/** The staff preview of a tenant's reader, as the server serves it. */
export const previewPath = (companyId: string | number) =>
  `/admin/preview/${encodeURIComponent(String(companyId))}/`;

/** The reader's width the console's desktop preview renders at (then scales into its panel). */
export const previewDesktopWidth = 1280;

/**
 * The reader page (relative to the reader's base) that shows what a settings kind changes:
 * the preview opens it, so an admin sees the page being edited. Content detail settings need
 * a content to show; without one the preview stays on home. `company` holds the sign-in
 * options and texts (the e-mail and password field titles, Google and Microsoft buttons,
 * forgotten password, the service name): the login page shows them. `pages` opens the first
 * static page of the draft being edited.
 */
export function previewPage(kind: string, sampleContentId?: string, draft?: unknown): string {
  if (kind === 'customLogin' || kind === 'company') return 'login';
  // Text inputs are styled by `input`; the search page is where a reader meets them.
  if (kind === 'search' || kind === 'searchResult' || kind === 'input') return 'search';
  if (kind === 'contentDetail' && sampleContentId) {
    return `search/${encodeURIComponent(sampleContentId)}`;
  }
  if (kind === 'pages') return firstPageSlug(draft) ?? '';
  return '';
}

/** The first static page's slug in a `pages` draft, when it is one the reader can open. */
function firstPageSlug(draft: unknown): string | null {
  if (!isRecord(draft) || !Array.isArray(draft.items)) return null;
  const [first] = draft.items as unknown[];
  const slug = isRecord(first) ? first.slug : null;
  return typeof slug === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(slug) ? slug : null;
}

/**
 * Console side: a ready signal only from our own iframe on our own origin; any other window
 * (an extension, a page the reader navigated to) must not trigger draft posts.
 */
export function isPreviewReady(
  event: PreviewMessageEvent,
  frameWindow: unknown,
  expectedOrigin: string,
): boolean {
  if (event.origin !== expectedOrigin) return false;
  if (frameWindow == null || event.source !== frameWindow) return false;
  return isRecord(event.data) && event.data.type === previewReadyType;
}

export interface PreviewExpectations {
  origin: string;
  parent: unknown;
  kinds: readonly string[];
}

/**
 * Reader side: the draft when the message comes from the console that framed us (same
 * origin, sent by the parent window) and names a public kind with an object payload; else null.
 */
export function acceptPreviewDraft(
  message: PreviewMessageEvent,
  expected: PreviewExpectations,
): PreviewDraft | null {
  if (message.origin !== expected.origin || message.source !== expected.parent) return null;
  const { data } = message;
  if (!isRecord(data) || data.type !== previewDraftType) return null;
  if (typeof data.kind !== 'string' || !expected.kinds.includes(data.kind)) return null;
  if (!isRecord(data.data)) return null;
  return { kind: data.kind, data: data.data };
}
