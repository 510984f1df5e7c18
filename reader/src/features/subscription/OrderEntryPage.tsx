import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Quote } from '@hondana/schemas/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { startLearningPayment } from './learningPayment';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useToast } from '../toast/toastContext';
import { CardInputs } from './CardInputs';
import { checkCardFields, emptyCard } from './cardFields';
import type { CardErrors, CardFields } from './cardFields';
import { CouponField } from './CouponField';
import { orderDraft } from './orderDraft';
import { OrderHeading } from './OrderHeading';
import { OrderSummary } from './OrderSummary';
import { QuoteLines, QuoteNote } from './QuoteLines';
import type { Order, Subscription } from './types';
import { useOrderEntry } from './useOrderEntry';
import '../../shared/ui/fields.css';
import './subscription.css';
import { orderedState } from './thankYou';

interface Registered {
  order: Order;
  subscription: Subscription;
  isPaymentRequired: boolean;
  quote: Quote;
}

/**
 * /order-entry/{planId}: the plan's quote (with the coupon once applied), the card when the
 * order charges one, then confirm. A ¥0 order asks for no card: the server closes it at once.
 */
export default function OrderEntryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const entry = useOrderEntry(id);
  const { plan, storedCard, quote, coupon: applied, applyCoupon, gateway } = entry;
  const { basePath } = useConfig();
  // The learning service takes the payment on its own page: no card here.
  const isLearning = gateway === 'learning';
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [coupon, setCoupon] = useState('');
  const [isNewCard, setIsNewCard] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  if (entry.isMissing) {
    return (
      <div className="hd-order hd-order--missing">
        <OrderHeading title={t('order.entryTitle')} />
        <p>{t('order.planMissing')}</p>
        <Link className="hd-button" to="/subscription" data-action="order-back">
          {t('order.toSubscriptions')}
        </Link>
      </div>
    );
  }
  if (!plan || !quote) return <PageSpinner />;
  const needsCard = quote.isCardRequired && !isLearning;
  const usesStoredCard = needsCard && storedCard !== null && !isNewCard;
  const [first] = quote.steps;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The figures shown are the ones ordered: a code typed but not applied is applied first.
    if (coupon.trim().toUpperCase() !== (applied?.code ?? '')) {
      if (await applyCoupon(coupon)) toast.notify('info', 'order.checkFigures');
      return;
    }
    const found = needsCard && !usesStoredCard ? checkCardFields(card) : {};
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsBusy(true);
    try {
      const answer = await api<Registered>('POST', '/subscription-plan/user/register', {
        body: { subscriptionPlanId: plan.id, couponCode: applied?.code },
      });
      // Spec 001 §4: a ¥0 total closes the order at once; nothing to pay, no card needed.
      if (!answer.isPaymentRequired) navigate('/thank-you', { state: orderedState });
      else if (isLearning) await startLearningPayment(api, basePath, answer.order.id);
      else if (!needsCard) {
        // The order charges what the page did not say (a coupon used up meanwhile): show it.
        entry.setOrdered(answer.quote);
        toast.notify('warning', 'order.checkFigures');
      } else {
        orderDraft.set({
          plan,
          order: answer.order,
          quote: answer.quote,
          card: usesStoredCard ? null : card,
          storedLast4: usesStoredCard ? storedCard.last4 : null,
        });
        navigate('/veritrans-payment/confirm');
      }
    } catch (error) {
      toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form className="hd-order" onSubmit={(event) => void submit(event)} noValidate>
      <OrderHeading title={t('order.entryTitle')} />
      <h2>{plan.name}</h2>
      {applied && (
        <p>{t('order.couponApplied', { code: applied.code, percent: applied.discountPercent })}</p>
      )}
      <QuoteLines quote={quote} />
      {first && (
        <OrderSummary charge={first.charge} dueAt={quote.freeDays > 0 ? first.from : null} />
      )}
      <QuoteNote quote={quote} />
      <CouponField value={coupon} onChange={setCoupon} onApply={() => void applyCoupon(coupon)} />
      {needsCard && storedCard && (
        <label>
          <input
            type="checkbox"
            checked={usesStoredCard}
            onChange={(event) => setIsNewCard(!event.target.checked)}
          />{' '}
          {t('order.storedCard', { last4: storedCard.last4 })}
        </label>
      )}
      {needsCard && !usesStoredCard && (
        <CardInputs values={card} errors={errors} onChange={setCard} />
      )}
      <button type="submit" className="hd-button" disabled={isBusy} data-action="order-next">
        {t(nextLabel(quote, isLearning))}
      </button>
    </form>
  );
}

/** The entry page's button says what it does: nothing to pay, the learning service, or on. */
function nextLabel(quote: Quote, isLearning: boolean): string {
  if (!quote.isCardRequired) return 'order.subscribeFree';
  return isLearning ? 'order.payWithLearning' : 'order.next';
}
