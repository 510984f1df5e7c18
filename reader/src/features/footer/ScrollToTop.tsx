import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** Spec §9: the button appears beyond 200 px of scrolling. */
const THRESHOLD_PX = 200;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      className="hd-scroll-top"
      aria-label={t('footer.backToTop')}
      title={t('footer.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersMotion() ? 'smooth' : 'auto' })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M7.4 15.4 12 10.8l4.6 4.6L18 14l-6-6-6 6z" fill="currentColor" />
      </svg>
    </button>
  );
}

function prefersMotion(): boolean {
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
