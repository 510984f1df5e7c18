export type { ViewerWatermark, WatermarkPosition } from '@hondana/schemas/watermark';

/** `GET /content/public/viewer-token` (contracts.md §9), declared once in the contracts. */
export type {
  ContentInfo,
  PrintRule,
  ViewerTokenAnswer as ViewerToken,
} from '@hondana/schemas/contracts';

/** pdf.js's named zooms (as the reading position stores them) or a percentage. */
export type Zoom = 'page-width' | 'page-fit' | 'page-actual' | number;
