import { useTranslation } from '../../i18n/useTranslation';
import './errors.css';

export function CrashMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <div className="hd-error" role="alert">
      <h1 className="hd-error__title">{t('error.crashed')}</h1>
      <details className="hd-error__details">
        <summary>{t('error.details')}</summary>
        <pre>{details}</pre>
      </details>
    </div>
  );
}
