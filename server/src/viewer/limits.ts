/** How long a viewer token lives without a heartbeat; the viewer beats well inside it. */
export const VIEW_TOKEN_TTL_MS = 10 * 60_000;

/** The heartbeat interval the viewer is told to keep (a third of the lifetime). */
export const HEARTBEAT_INTERVAL_MS = VIEW_TOKEN_TTL_MS / 3;

/** A download token's lifetime: long enough to start the download, not to share it. */
export const DOWNLOAD_TOKEN_TTL_MS = 10 * 60_000;

/**
 * Bytes one viewer token may fetch per minute. pdf.js with range loading fetches a few
 * hundred kilobytes per page turn; 64 MiB a minute is far above reading and far below
 * fetching a library (decisions.md, "Online viewer server").
 */
export const DEFAULT_BYTES_PER_MINUTE = 64 * 1024 * 1024;

export const BYTE_WINDOW_MS = 60_000;

/** Page numbers one page-view batch may carry. */
export const MAX_PAGE_VIEW_BATCH = 500;
