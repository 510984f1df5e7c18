import { useTranslation } from '../i18n/useTranslation';
import './preview.css';

/** Tells staff they see a draft: analytics, popups and payments are off. */
export function PreviewBadge() {
  const { t } = useTranslation();
  return (
    <div className="hd-preview-badge" title={t('preview.popupSuppressed')}>
      {t('preview.badge')}
    </div>
  );
}
