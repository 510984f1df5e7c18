import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsOpenType } from '../../config/configContext';
import { PAYMENT_CALLBACK_KEY } from './paymentCallback';
import './subscription.css';

export { PAYMENT_CALLBACK_KEY };

/**
 * The payment-failed page (spec 001 §2): "ERROR", the failure text and Go back, hidden for the
 * open account type; Go back follows a stored callback URL once, else one step back.
 */
export default function PaymentErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isOpenType = useIsOpenType();
  // The learning service's error route names it; the card provider's names the card.
  const isLearning = useLocation().pathname.includes('learning-payment');
  const goBack = () => {
    const callback = sessionStorage.getItem(PAYMENT_CALLBACK_KEY);
    if (callback) {
      sessionStorage.removeItem(PAYMENT_CALLBACK_KEY);
      window.location.assign(callback);
    } else navigate(-1);
  };
  return (
    <div className="hd-payment-error">
      <h1>{t('paymentError.title')}</h1>
      <p>
        {t('paymentError.text', {
          product: t(isLearning ? 'paymentError.learningProduct' : 'paymentError.product'),
        })}
      </p>
      {!isOpenType && (
        <button type="button" className="hd-button" onClick={goBack}>
          {t('paymentError.back')}
        </button>
      )}
    </div>
  );
}
