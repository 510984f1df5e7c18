// The per-reader watermark as drawn on a page canvas: shared by the reader's viewer (every
// rendered page) and the console's watermark preview, so the preview draws what readers get.
export { drawWatermark } from './draw';
export { isWatermarkShown, watermarkLayout, type WatermarkPlacement } from './layout';
export type { ViewerWatermark, WatermarkPosition } from './types';
