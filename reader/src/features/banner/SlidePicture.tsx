import type { BannerSlide } from '@hondana/schemas';
import { ConfiguredLink } from '../../shared/ConfiguredLink';
import { MOBILE_QUERY } from '../../shared/useIsMobile';

/** One slide's linked picture: the mobile image below 768 px when the tenant set one. */
export function SlidePicture({ slide, label }: { slide: BannerSlide; label: string }) {
  return (
    <ConfiguredLink type={slide.bannerSlideLinkType} url={slide.bannerSlideLink}>
      <picture>
        {slide.mobileSlideImage && <source media={MOBILE_QUERY} srcSet={slide.mobileSlideImage} />}
        <img src={slide.desktopSlideImage || slide.mobileSlideImage} alt={label} />
      </picture>
    </ConfiguredLink>
  );
}

/**
 * The first slide, still, while the carousel's script loads (and in the server's first
 * paint): the banner's image paints with the page instead of after the carousel library.
 */
export function FirstSlide({ slides, label }: { slides: BannerSlide[]; label: string }) {
  const [first] = slides;
  return (
    <div className="hd-banner hd-banner--slide">
      <div className="hd-carousel__viewport">
        <div className="hd-carousel__track">
          <div className="hd-carousel__slide">
            {first && <SlidePicture slide={first} label={label} />}
          </div>
        </div>
      </div>
    </div>
  );
}
