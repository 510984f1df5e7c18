import { Suspense } from 'react';
import { lazyPart } from '../../shared/lazyPart';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useSettings } from '../../config/configContext';
import { isBannerHidden } from '../../shared/routing/routeRules';
import { ConfiguredLink } from '../../shared/ConfiguredLink';
import { FirstSlide } from './SlidePicture';
import './banner.css';
import { useText } from '../../i18n/useText';

// The carousel library is only downloaded by tenants that use a slide banner.
const SlideBanner = lazyPart(() => import('./SlideBanner'));

export function Banner() {
  const { t } = useTranslation();
  const text = useText();
  const { banner } = useSettings();
  const { pathname } = useLocation();
  if (!banner.isShow || isBannerHidden(pathname)) return null;
  return (
    <section className="hd-banner-area" aria-label={t('banner.label')}>
      {banner.typeBanner === 'MESSAGE' && text(banner.message) && (
        <div className="hd-banner hd-banner--message">
          <p>{text(banner.message)}</p>
        </div>
      )}
      {banner.typeBanner === 'IMAGE' && banner.image && (
        <ConfiguredLink
          type={banner.link.startsWith('/') ? 'INTERNAL' : 'EXTERNAL'}
          url={banner.link}
          className="hd-banner hd-banner--image"
        >
          <img src={banner.image} alt={text(banner.message) || t('banner.label')} />
        </ConfiguredLink>
      )}
      {banner.typeBanner === 'SLIDE' && banner.slides.length > 0 && (
        <Suspense
          fallback={
            <FirstSlide
              slides={banner.slides}
              label={t('banner.slide', { number: 1, total: banner.slides.length })}
            />
          }
        >
          <SlideBanner slides={banner.slides} slideSpeed={banner.slideSpeed} />
        </Suspense>
      )}
    </section>
  );
}
