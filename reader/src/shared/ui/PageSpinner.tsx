import { useTranslation } from '../../i18n/useTranslation';
import './spinner.css';

/** Guard 1's spinner, in the tenant's colours, while the session is being restored. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="hd-page-spinner" role="status">
      <span className="hd-page-spinner__wheel" aria-hidden="true" />
      <span className="hd-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
