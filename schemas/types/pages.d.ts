/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface PagesSettings {
  /**
   * @maxItems 20
   */
  items: PagesItem[];
}
export interface PagesItem {
  slug: string;
  titleEn: string;
  titleJa: string;
  htmlEn: string;
  htmlJa: string;
}
