import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { BannerSlide } from '@hondana/schemas';
import { SlidePicture } from './SlidePicture';
import { CarouselControls } from './CarouselControls';

interface Props {
  slides: BannerSlide[];
  /** Seconds between slides (1-60). */
  slideSpeed: number;
}

/** Spec §9: loops and auto-plays every slideSpeed seconds; 948 px wide at most. */
export default function SlideBanner({ slides, slideSpeed }: Props) {
  const { t } = useTranslation();
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: slideSpeed * 1000,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        playOnInit: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      }),
    ],
    [slideSpeed],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > 1 }, plugins);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(api?.selectedScrollSnap() ?? 0), [api]);
  useEffect(() => {
    api?.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api?.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  return (
    <div className="hd-banner hd-banner--slide" aria-roledescription="carousel">
      <div className="hd-carousel__viewport" ref={viewportRef}>
        <div className="hd-carousel__track">
          {slides.map((slide, index) => {
            const label = t('banner.slide', { number: index + 1, total: slides.length });
            return (
              <div
                key={index}
                className="hd-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={label}
                inert={index !== selected}
              >
                <SlidePicture slide={slide} label={label} />
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > 1 && (
        <CarouselControls api={api} count={slides.length} selected={selected} />
      )}
    </div>
  );
}
