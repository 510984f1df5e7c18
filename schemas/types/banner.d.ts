/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export type BilingualText =
  | string
  | {
      ja?: string;
      en?: string;
    };

export interface BannerSettings {
  isShow: boolean;
  typeBanner: 'MESSAGE' | 'IMAGE' | 'SLIDE';
  message: BilingualText;
  textColor: string;
  backgroundColor: string;
  fontSize: number;
  image: string;
  link: string;
  heightBanner: number;
  mobileBannerHeight: number;
  slideSpeed: number;
  /**
   * @maxItems 10
   */
  slides: BannerSlide[];
}
export interface BannerSlide {
  desktopSlideImage: string;
  mobileSlideImage: string;
  bannerSlideLinkType: 'EXTERNAL_LINK' | 'INTERNAL_LINK';
  bannerSlideLink: string;
}
