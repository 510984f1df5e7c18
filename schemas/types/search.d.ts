/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface SearchSettings {
  allowAnonymousSearch: boolean;
  pagingMode: 'SCROLL' | 'NUMBER_PAGING';
  pageSize: number;
  /**
   * @maxItems 10
   */
  tabs: SearchTab[];
  /**
   * @maxItems 30
   */
  boxes: SearchBox[];
}
export interface SearchTab {
  id: string;
  title: BilingualText;
  type: 'NORMAL' | 'FULL_TEXT';
  /**
   * @maxItems 30
   */
  searchBoxIds: string[];
}
export interface SearchBox {
  id: string;
  operation: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  label: BilingualText;
  isShowLabel: boolean;
  size: number;
  /**
   * @maxItems 100
   */
  matchValue: string[];
  /**
   * @maxItems 12
   */
  searchFields: (
    | 'title'
    | 'author'
    | 'keywords'
    | 'description'
    | 'toc'
    | 'param1'
    | 'param2'
    | 'param3'
    | 'param4'
    | 'param5'
    | 'distributor'
    | 'fullText'
  )[];
  /**
   * @maxItems 100
   */
  contentGroupIds: string[];
}
