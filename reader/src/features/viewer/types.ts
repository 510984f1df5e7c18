import type { WatermarkSettings } from '@hondana/schemas';

/** contracts.md §9: the resolved watermark the viewer token answer carries (camelCased). */
export interface ViewerWatermark {
  isShow: boolean;
  isOnlineViewer: boolean;
  text: string;
  color: string;
  fontSize: number;
  position: WatermarkPosition;
  opacity: number;
}

/** The watermark settings' positions (generated from the schema, spec 001 §3). */
export type WatermarkPosition = WatermarkSettings['position'];

/** Spec §6 print permission: 0 none, 1 all pages, 2 the current page. */
export type PrintRule = 0 | 1 | 2;

export interface ContentInfo {
  id: string;
  title: string;
  author: string | null;
  fileName: string | null;
  extensionType: string | null;
  fileSize: number | null;
  view: boolean;
  print: PrintRule;
  download: boolean;
}

/** `GET /content/public/viewer-token` (contracts.md §9). */
export interface ViewerToken {
  tokenId: string;
  expiresAt: string;
  heartbeatIntervalMs: number;
  contentInfo: ContentInfo;
  watermark: ViewerWatermark;
}

/** pdf.js's named zooms (as the reading position stores them) or a percentage. */
export type Zoom = 'page-width' | 'page-fit' | 'page-actual' | number;
