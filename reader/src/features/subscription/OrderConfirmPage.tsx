import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { PageSpinner } from '../session/PageSpinner';
import { day } from './money';
import { orderDraft } from './orderDraft';
import { OrderFigures } from './OrderSummary';
import { TestModeBanner } from './TestModeBanner';
import { usePay } from './usePay';
import './subscription.css';

/**
 * /veritrans-payment/confirm: the order's figures and the card, then Pay. Coming back from
 * 3-D Secure (`?order=`), it confirms the order again, which reads the challenge's result.
 */
export default function OrderConfirmPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pay = usePay();
  const [isPaying, setIsPaying] = useState(false);
  const returned = params.get('order');
  const hasResumed = useRef(false);
  // A snapshot: paying clears the draft, and this page must not bounce before it navigates.
  const [draft] = useState(() => orderDraft.get());
  useEffect(() => {
    if (!returned || hasResumed.current) return;
    hasResumed.current = true;
    void pay(returned, null, null);
  }, [returned, pay]);
  if (returned) return <PageSpinner />;
  if (!draft) return <Navigate to="/subscription" replace />;
  const { order, plan, card, storedLast4 } = draft;
  const isDueLater = new Date(order.dueAt).getTime() > Date.now() + 60_000;
  const last4 = card ? card.cardNumber.replace(/\D/g, '').slice(-4) : storedLast4;
  return (
    <div className="hd-order">
      <h1>{t('order.confirmTitle')}</h1>
      <TestModeBanner />
      <h2>{plan.name}</h2>
      <OrderFigures order={order} />
      {isDueLater && <p>{t('order.dueLater', { date: day(order.dueAt, i18n.language) })}</p>}
      <p>
        {t('order.card')}: {t('order.cardEnding', { last4 })}
      </p>
      {isPaying && <p role="status">{t('order.paying')}</p>}
      <div className="hd-order__row">
        <button
          type="button"
          className="hd-button hd-button--outline"
          onClick={() => navigate(`/order-entry/${plan.id}`)}
        >
          {t('order.back')}
        </button>
        <button
          type="button"
          className="hd-button"
          data-action="pay"
          disabled={isPaying}
          onClick={() => {
            setIsPaying(true);
            void pay(order.id, order.couponCode, card).finally(() => setIsPaying(false));
          }}
        >
          {t('order.pay')}
        </button>
      </div>
    </div>
  );
}
