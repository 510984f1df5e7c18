import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { PlanChangeOrder } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useTranslation } from '../../i18n/useTranslation';
import { CardInputs } from './CardInputs';
import { checkCardFields, emptyCard } from './cardFields';
import type { CardErrors, CardFields } from './cardFields';
import { yen } from './money';
import type { StoredCard } from './types';
import { usePay } from './usePay';

/**
 * Pays an upgrade's order through the checkout's own confirm flow (`usePay`): the stored card
 * or a new one, the gateway's 3-D Secure page when it asks, then the thank-you page.
 */
export function PlanChangePayment({ order }: { order: PlanChangeOrder }) {
  const { t } = useTranslation();
  const api = useApi();
  const pay = usePay();
  const [storedCard, setStoredCard] = useState<StoredCard | null>(null);
  const [isNewCard, setIsNewCard] = useState(false);
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [isPaying, setIsPaying] = useState(false);
  useEffect(() => {
    api<{ card: StoredCard | null }>('GET', '/veritrans/card')
      .then((answer) => setStoredCard(answer.card))
      .catch(() => setStoredCard(null));
  }, [api]);
  const usesStoredCard = storedCard !== null && !isNewCard;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = usesStoredCard ? {} : checkCardFields(card);
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsPaying(true);
    void pay(order.id, null, usesStoredCard ? null : card).finally(() => setIsPaying(false));
  };

  const amount = yen(order.totalAmount);
  return (
    <form className="hd-plan-change__pay" onSubmit={submit} noValidate>
      <h3>{t('planChange.payTitle')}</h3>
      <p data-total={order.totalAmount}>{t('planChange.payText', { amount })}</p>
      {storedCard && (
        <label>
          <input
            type="checkbox"
            checked={usesStoredCard}
            onChange={(event) => setIsNewCard(!event.target.checked)}
          />{' '}
          {t('order.storedCard', { last4: storedCard.last4 })}
        </label>
      )}
      {!usesStoredCard && <CardInputs values={card} errors={errors} onChange={setCard} />}
      {isPaying && <p role="status">{t('order.paying')}</p>}
      <button type="submit" className="hd-button" data-action="plan-change-pay" disabled={isPaying}>
        {t('planChange.pay', { amount })}
      </button>
    </form>
  );
}
