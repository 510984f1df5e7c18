import type { WatermarkSettings } from '../../types/index';

/**
 * contracts.md §9: the watermark resolved for one reader (the viewer token answer carries it,
 * camelCased; the console's watermark preview gets it for the admin).
 */
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
