/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface FooterSettings {
  backgroundColor: string;
  color: string;
  fontSize: number;
  logo: string;
  copyRight: BilingualText;
  horizontalLinkPosition: {
    upper: 'LEFT' | 'CENTER' | 'RIGHT';
    middle: 'LEFT' | 'CENTER' | 'RIGHT';
    lower: 'LEFT' | 'CENTER' | 'RIGHT';
  };
  /**
   * @maxItems 60
   */
  links: FooterLink[];
}
export interface FooterLink {
  id: string;
  label: BilingualText;
  url: string;
  typeLink: 'INTERNAL' | 'EXTERNAL';
  positionLink: 'UPPER' | 'MIDDLE' | 'LOWER';
  ordinal: number;
}
