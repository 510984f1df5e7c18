import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../toast/toastContext';
import { CardInputs } from './CardInputs';
import { checkCardFields, emptyCard } from './cardFields';
import type { CardErrors, CardFields } from './cardFields';
import { tokenise } from './tokenise';
import type { TokenisationConfig } from './tokenise';
import type { StoredCard } from './types';

/**
 * The card renewals are charged to, and the card update (spec 001 §4 "card update", §7
 * `add-card`): a new card is tokenised at the tenant's gateway and stored in place of the old
 * one; success shows the update notice, a refused card (400 / 841) the invalid-card message.
 * Not shown where the tenant takes no cards (the learning service pays by its own account).
 * With nothing left to renew (all cancelled), it says no further charge is made to the card.
 */
export function StoredCardPanel({ isRenewing }: { isRenewing: boolean }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [config, setConfig] = useState<TokenisationConfig | { gateway: 'learning' } | null>(null);
  const [card, setCard] = useState<StoredCard | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [fields, setFields] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    api<TokenisationConfig>('GET', '/payment/card-token-config')
      .then(setConfig)
      .catch(() => setConfig(null));
    api<{ card: StoredCard | null }>('GET', '/veritrans/card')
      .then((answer) => setCard(answer.card))
      .catch(() => setCard(null));
  }, [api]);

  if (!config || config.gateway === 'learning') return null;
  const gatewayConfig = config;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCardFields(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsBusy(true);
    try {
      const made = await tokenise(gatewayConfig, fields, i18n.language);
      if ('problem' in made) {
        toast.notify('error', made.problem);
        return;
      }
      const answer = await api<{ card: StoredCard | null }>('POST', '/veritrans/add-card', {
        body: { token: made.token },
      });
      setCard(answer.card);
      setIsEditing(false);
      setFields(emptyCard);
      toast.notify('success', 'api.update.200');
    } catch (error) {
      const isRefused = error instanceof ApiError && [400, 841].includes(error.status);
      if (isRefused) toast.notify('error', 'card.invalidNumber');
      else toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="hd-stored-card" aria-labelledby="hd-stored-card-title">
      <h2 id="hd-stored-card-title">{t('storedCard.title')}</h2>
      <p data-testid="stored-card">
        {card
          ? t(isRenewing ? 'storedCard.current' : 'storedCard.noRenewal', { last4: card.last4 })
          : t('storedCard.none')}
      </p>
      {isEditing ? (
        <form className="hd-order" onSubmit={(event) => void submit(event)} noValidate>
          <CardInputs values={fields} errors={errors} onChange={setFields} />
          <div className="hd-order__row">
            <button
              type="button"
              className="hd-button hd-button--outline"
              onClick={() => setIsEditing(false)}
            >
              {t('order.back')}
            </button>
            <button type="submit" className="hd-button" disabled={isBusy} data-action="save-card">
              {t('storedCard.save')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="hd-button hd-button--outline"
          data-action="change-card"
          onClick={() => setIsEditing(true)}
        >
          {t(card ? 'storedCard.change' : 'storedCard.add')}
        </button>
      )}
    </section>
  );
}
