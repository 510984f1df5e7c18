import { useTranslation } from '../../i18n/useTranslation';
import './errors.css';

/** Spec §2 fallback: a loading failure shows 'Error!' with a Retry button. */
export function LoadingError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="hd-error" role="alert">
      <p className="hd-error__title">{t('error.loading')}</p>
      <button type="button" className="hd-button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
