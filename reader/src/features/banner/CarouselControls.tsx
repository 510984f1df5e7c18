import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  api: UseEmblaCarouselType[1];
  count: number;
  selected: number;
}

export function CarouselControls({ api, count, selected }: Props) {
  const { t } = useTranslation();
  return (
    <div className="hd-carousel__controls">
      <button
        type="button"
        className="hd-carousel__arrow hd-carousel__arrow--prev"
        aria-label={t('banner.previous')}
        onClick={() => api?.scrollPrev()}
      >
        ‹
      </button>
      <div className="hd-carousel__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="hd-carousel__dot"
            aria-label={t('banner.goTo', { number: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => api?.scrollTo(index)}
          />
        ))}
      </div>
      <button
        type="button"
        className="hd-carousel__arrow hd-carousel__arrow--next"
        aria-label={t('banner.next')}
        onClick={() => api?.scrollNext()}
      >
        ›
      </button>
    </div>
  );
}
