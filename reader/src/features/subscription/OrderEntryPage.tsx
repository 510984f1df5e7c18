import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { startLearningPayment } from './learningPayment';
import { PageSpinner } from '../session/PageSpinner';
import { useToast } from '../toast/toastContext';
import { CardInputs } from './CardInputs';
import { checkCardFields, emptyCard } from './cardFields';
import type { CardErrors, CardFields } from './cardFields';
import { orderDraft } from './orderDraft';
import { OrderSummary } from './OrderSummary';
import { TestModeBanner } from './TestModeBanner';
import type { Order, Subscription } from './types';
import { useOrderEntry } from './useOrderEntry';
import '../account/fields.css';
import './subscription.css';

/** /order-entry/{planId}: card fields, coupon with the price recomputed live, then confirm. */
export default function OrderEntryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { plan, isMissing, storedCard, quote, applyCoupon, gateway } = useOrderEntry(id);
  const { basePath } = useConfig();
  // The learning service takes the payment on its own page: no card here.
  const isLearning = gateway === 'learning';
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [coupon, setCoupon] = useState('');
  const [isNewCard, setIsNewCard] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  if (isMissing) {
    return (
      <div className="hd-order hd-order--missing">
        <h1>{t('order.entryTitle')}</h1>
        <p>{t('order.planMissing')}</p>
        <Link className="hd-button" to="/subscription" data-action="order-back">
          {t('order.toSubscriptions')}
        </Link>
      </div>
    );
  }
  if (!plan) return <PageSpinner />;
  const usesStoredCard = storedCard !== null && !isNewCard && !isLearning;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = usesStoredCard || isLearning ? {} : checkCardFields(card);
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsBusy(true);
    try {
      const answer = await api<{
        order: Order;
        subscription: Subscription;
        isPaymentRequired: boolean;
      }>('POST', '/subscription-plan/user/register', {
        body: { subscriptionPlanId: plan.id, couponCode: coupon.trim() || undefined },
      });
      // Spec 001 §4: a ¥0 total closes the order at once.
      if (!answer.isPaymentRequired) {
        navigate('/thank-you');
        return;
      }
      if (isLearning) {
        await startLearningPayment(api, basePath, answer.order.id);
        return;
      }
      orderDraft.set({
        plan,
        order: answer.order,
        card: usesStoredCard ? null : card,
        storedLast4: usesStoredCard ? storedCard.last4 : null,
      });
      navigate('/veritrans-payment/confirm');
    } catch (error) {
      toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form className="hd-order" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{t('order.entryTitle')}</h1>
      <TestModeBanner />
      <h2>{plan.name}</h2>
      {quote ? (
        <>
          <p>{t('order.couponApplied', { code: quote.code, percent: quote.discountPercent })}</p>
          <OrderSummary charge={quote.charge} />
        </>
      ) : (
        <OrderSummary
          charge={{
            base: plan.discountPrice ?? plan.price,
            discount: 0,
            tax:
              (plan.discountPriceWithTax ?? plan.priceWithTax) - (plan.discountPrice ?? plan.price),
            total: plan.discountPriceWithTax ?? plan.priceWithTax,
            taxRatePercent: 10,
          }}
        />
      )}
      <div className="hd-order__row">
        <div>
          <label htmlFor="hd-order-coupon">{t('order.coupon')}</label>
          <input
            id="hd-order-coupon"
            name="couponCode"
            className="hd-input"
            value={coupon}
            onChange={(event) => setCoupon(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="hd-button hd-button--outline"
          data-action="apply-coupon"
          onClick={() => void applyCoupon(coupon)}
        >
          {t('order.applyCoupon')}
        </button>
      </div>
      {storedCard && !isLearning && (
        <label>
          <input
            type="checkbox"
            checked={usesStoredCard}
            onChange={(event) => setIsNewCard(!event.target.checked)}
          />{' '}
          {t('order.storedCard', { last4: storedCard.last4 })}
        </label>
      )}
      {!usesStoredCard && !isLearning && (
        <CardInputs values={card} errors={errors} onChange={setCard} />
      )}
      <button type="submit" className="hd-button" disabled={isBusy} data-action="order-next">
        {t(isLearning ? 'order.payWithLearning' : 'order.next')}
      </button>
    </form>
  );
}
