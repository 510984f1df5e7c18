/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface HeaderSettings {
  backgroundColor: string;
  color: string;
  logo: string;
  title: BilingualText;
  showTitle: boolean;
  height: number;
  showBooksLink: boolean;
  /**
   * @maxItems 10
   */
  links: HeaderLink[];
}
export interface HeaderLink {
  label: BilingualText;
  url: string;
  typeLink: 'INTERNAL' | 'EXTERNAL';
}
