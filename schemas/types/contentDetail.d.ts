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
  /**
   * Spec 000 §9: which detail fields a content shows, by its report code (A1-A8, B1-B5, C1-C3, D1). A content whose code has a rule shows only that rule's fields; other contents show every configured field.
   */
  disclosure: {
    codeField: 'param1' | 'param2' | 'param3' | 'param4' | 'param5';
    /**
     * @maxItems 17
     */
    rules: {
      code:
        | 'A1'
        | 'A2'
        | 'A3'
        | 'A4'
        | 'A5'
        | 'A6'
        | 'A7'
        | 'A8'
        | 'B1'
        | 'B2'
        | 'B3'
        | 'B4'
        | 'B5'
        | 'C1'
        | 'C2'
        | 'C3'
        | 'D1';
      fields: (
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
        | 'distributorName'
      )[];
    }[];
  };
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
