import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { isOrderedState } from './thankYou';
import './subscription.css';

/** /thank-you: the order is complete; reached any other way, it says there is none. */
export default function ThankYouPage() {
  const { t } = useTranslation();
  const isOrdered = isOrderedState(useLocation().state);
  return (
    <div className="hd-order" data-ordered={isOrdered}>
      <h1>{t(isOrdered ? 'order.thankYouTitle' : 'order.noOrderTitle')}</h1>
      <p>{t(isOrdered ? 'order.thankYouText' : 'order.noOrderText')}</p>
      <Link className="hd-button" to="/subscription">
        {t('order.toSubscriptions')}
      </Link>
    </div>
  );
}
