/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface SortFieldsSettings {
  /**
   * @maxItems 50
   */
  items: SortFieldsItem[];
}
export interface SortFieldsItem {
  id: string;
  field: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
  title: BilingualText;
  isAcsDefault: boolean;
  isSortFieldDefault: boolean;
  type: 'HOME_SORT' | 'SEARCH_SORT';
}
