/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface LayoutSettings {
  layoutType: 'SEARCH' | 'HOME' | 'HOME_AND_SEARCH';
  pageMarginLeft: number;
  pageMarginRight: number;
  showSidebar: boolean;
  /**
   * No-layout mode (spec 000 §2): only the viewer-style routes answer, without header, footer or sidebar; every other address goes to /404.
   */
  noLayout: boolean;
  viewPage: 'GRID' | 'LIST';
  sidebar: {
    background: string;
    active: string;
    text: string;
    textActive: string;
    barBackground: string;
    barText: string;
  };
  searchValue: {
    color: string;
    backgroundColor: string;
  };
  moreLess: {
    color: string;
    backgroundColor: string;
  };
}
