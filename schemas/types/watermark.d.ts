/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface WatermarkSettings {
  isShow: boolean;
  isOnlineViewer: boolean;
  contentType: 'DEFAULT' | 'CUSTOM';
  watermarkContent: string;
  color: string;
  fontSize: number;
  position:
    | 'DIAGONAL'
    | 'CENTER'
    | 'TOP_LEFT'
    | 'TOP_CENTER'
    | 'TOP_RIGHT'
    | 'BOTTOM_LEFT'
    | 'BOTTOM_CENTER'
    | 'BOTTOM_RIGHT';
  opacity: number;
}
