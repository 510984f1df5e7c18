/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface ContentDetailSettings {
  color: string;
  fontSize: number;
  borderColor: string;
  backgroundColor: string;
  buttonPosition: 'LEFT' | 'CENTER' | 'RIGHT';
  /**
   * @maxItems 10
   */
  buttons: Button[];
  /**
   * @maxItems 20
   */
  itemSettings: ContentDetailItemSetting[];
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
}
export interface ContentDetailItemSetting {
  field:
    | 'title'
    | 'author'
    | 'type'
    | 'keywords'
    | 'toc'
    | 'description'
    | 'param1'
    | 'param2'
    | 'param3'
    | 'param4'
    | 'param5'
    | 'distributorName';
  title: BilingualText;
  isShowLabel: boolean;
  size: number;
  hasBox: boolean;
}
