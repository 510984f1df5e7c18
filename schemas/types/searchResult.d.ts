/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface SearchResultSettings {
  showSidebar: boolean;
  buttonFavouritePosition: 'IMAGE' | 'INFORMATION';
  contentLayoutDetail: 'SIMPLE' | 'LIST_SAME_GROUP' | 'SERIES';
  paramSeriesContent: 'param1' | 'param2' | 'param3' | 'param4' | 'param5';
  /**
   * @maxItems 10
   */
  buttons: Button[];
}
export interface Button {
  id: string;
  actionType: 'VIEW' | 'DOWNLOAD' | 'DETAIL' | 'FAVOURITE' | 'SUBSCRIBE';
  label: BilingualText;
  icon: string;
  isShowIcon: boolean;
  width: number;
  height: number;
  color: string;
  backgroundColor: string;
  hoverColor: string;
  hoverBackgroundColor: string;
  position: 'LEFT' | 'CENTER' | 'RIGHT';
  delay: number;
}
