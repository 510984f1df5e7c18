import { useTranslation } from '../../i18n/useTranslation';
import './notFound.css';

interface Props {
  /** OPEN_TYPE tenants hide the button (spec §2). */
  canGoBack: boolean;
}

/** Full-screen 404. Works outside the router too: an unknown tenant has no routes. */
export function NotFoundPage({ canGoBack }: Props) {
  const { t } = useTranslation();
  return (
    <main className="hd-not-found">
      <h1 className="hd-not-found__title">{t('notFound.title')}</h1>
      {canGoBack && (
        <button type="button" className="hd-button" onClick={goBack}>
          {t('notFound.goBack')}
        </button>
      )}
    </main>
  );
}

/** Back in history when there is somewhere to go, otherwise to the site root. */
function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}
