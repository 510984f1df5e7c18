import type { ViewerWatermark } from '../watermark/types';

/**
 * `GET /content/public/viewer-token` (contracts.md §9): the token the viewer reads the book
 * with, what it may do with it, and the reader's watermark. camelCase; snake_case on the wire.
 */
export interface ViewerTokenAnswer {
  tokenId: string;
  expiresAt: string;
  heartbeatIntervalMs: number;
  contentInfo: ContentInfo;
  watermark: ViewerWatermark;
}

/** Spec §6 print permission: 0 none, 1 all pages, 2 the current page. */
export type PrintRule = 0 | 1 | 2;

/** The book behind a viewer token, and what the reader may do with it. */
export interface ContentInfo {
  id: string;
  title: string;
  author: string | null;
  fileName: string | null;
  extensionType: string | null;
  fileSize: number | null;
  view: boolean;
  print: PrintRule;
  /** Pages a reader may print per month (null: no cap) and what is left of it now. */
  printPageLimit: number | null;
  printPagesLeft: number | null;
  download: boolean;
  /** Pages one download may carry (null: the whole book). */
  downloadPageLimit: number | null;
  /** Page 1's size (PDF points) when the server drew its image at upload; null without. */
  firstPage: { width: number; height: number } | null;
}
