import { Link } from 'react-router';
import { useSettings } from '../../config/configContext';
import { useTranslation } from '../../i18n/useTranslation';
import { apiErrorKey } from '../toast/apiErrorKey';
import './errors.css';

/**
 * A refused book (spec §4 `label.notAllowViewBook`): one card on the viewer's grey, the
 * catalogue's own reason only when it says something the label does not, and a way back to
 * the library (issue 32). No-layout tenants have no library page to go back to.
 */
export function ViewRefused({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const { layout } = useSettings();
  const label = t('label.notAllowViewBook');
  const detail = apiErrorKey(error, (key) => i18n.exists(key));
  const reason = detail && detail !== 'api.error.unknown' ? t(detail) : null;
  return (
    <div className="hd-error hd-error--card" role="alert" data-testid="viewer-refused">
      <p className="hd-error__title">{label}</p>
      {reason && reason !== label && <p>{reason}</p>}
      {!layout.noLayout && (
        <Link className="hd-button" to="/" data-testid="viewer-refused-back">
          {t('error.backToLibrary')}
        </Link>
      )}
    </div>
  );
}
