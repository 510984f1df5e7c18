import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import './subscription.css';

/** /thank-you: the order is complete. */
export default function ThankYouPage() {
  const { t } = useTranslation();
  return (
    <div className="hd-order">
      <h1>{t('order.thankYouTitle')}</h1>
      <p>{t('order.thankYouText')}</p>
      <Link className="hd-button" to="/subscription">
        {t('order.toSubscriptions')}
      </Link>
    </div>
  );
}
