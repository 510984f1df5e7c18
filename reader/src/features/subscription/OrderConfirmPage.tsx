import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { yen } from './money';
import { orderDraft } from './orderDraft';
import { OrderHeading } from './OrderHeading';
import { OrderSummary } from './OrderSummary';
import { QuoteLines, QuoteNote } from './QuoteLines';
import { usePay } from './usePay';
import './subscription.css';

/**
 * /veritrans-payment/confirm: the order's quote and the card, then Pay, or, when free days put
 * the first charge later, start the free period (the card is kept for that date; no Pay button
 * where nothing is paid). Coming back from 3-D Secure (`?order=`), it confirms the order again,
 * which reads the challenge's result.
 */
export default function OrderConfirmPage() {
  const { t } = useTranslation();
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
  const { order, plan, quote, card, storedLast4 } = draft;
  const [first] = quote.steps;
  const isChargedToday = quote.today > 0;
  const last4 = card ? card.cardNumber.replace(/\D/g, '').slice(-4) : storedLast4;
  return (
    <div className="hd-order">
      <OrderHeading title={t('order.confirmTitle')} />
      <h2>{plan.name}</h2>
      {order.couponCode && (
        <p>
          {t('order.coupon')}: {order.couponCode}
        </p>
      )}
      <QuoteLines quote={quote} />
      {first && <OrderSummary charge={first.charge} dueAt={isChargedToday ? null : first.from} />}
      <QuoteNote quote={quote} />
      <p>
        {t('order.card')}: {t('order.cardEnding', { last4 })}
      </p>
      {isPaying && <p role="status">{t(isChargedToday ? 'order.paying' : 'order.starting')}</p>}
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
          data-action={isChargedToday ? 'pay' : 'start-free'}
          disabled={isPaying}
          onClick={() => {
            setIsPaying(true);
            void pay(order.id, order.couponCode, card).finally(() => setIsPaying(false));
          }}
        >
          {isChargedToday
            ? t('order.payAmount', { amount: yen(quote.today) })
            : t('order.startFree')}
        </button>
      </div>
    </div>
  );
}
