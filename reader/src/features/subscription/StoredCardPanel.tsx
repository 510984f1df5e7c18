import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { StoredCardAnswer, TokenisationConfig } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../toast/toastContext';
import { CardInputs } from './CardInputs';
import { checkCardFields, emptyCard } from './cardFields';
import type { CardErrors, CardFields } from './cardFields';
import { RemoveCardButton } from './RemoveCardButton';
import { StoredCardText } from './StoredCardText';
import { tokenise } from './tokenise';

/**
 * The card renewals are charged to, and the card update (spec 001 §4 "card update", §7
 * `add-card`): a new card is tokenised at the tenant's gateway and stored in place of the old
 * one; success shows the update notice, a refused card (400 / 841) the invalid-card message.
 * The card can be removed only when no subscription renews with it (the server says which).
 * Not shown where the tenant takes no cards (the learning service pays by its own account).
 * With nothing left to renew (all cancelled), it says no further charge is made to the card.
 */
export function StoredCardPanel() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [config, setConfig] = useState<TokenisationConfig | null>(null);
  const [stored, setStored] = useState<StoredCardAnswer>(noCard);
  const [isEditing, setIsEditing] = useState(false);
  const [fields, setFields] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [isBusy, setIsBusy] = useState(false);

  const reload = useCallback(
    () =>
      api<StoredCardAnswer>('GET', '/veritrans/card')
        .then(setStored)
        .catch(() => setStored(noCard)),
    [api],
  );
  useEffect(() => {
    api<TokenisationConfig>('GET', '/payment/card-token-config')
      .then(setConfig)
      .catch(() => setConfig(null));
    void reload();
  }, [api, reload]);

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
      await api('POST', '/veritrans/add-card', { body: { token: made.token } });
      await reload();
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
      <StoredCardText card={stored.card} isRenewing={stored.card !== null && !stored.isRemovable} />
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
        <div className="hd-stored-card__actions">
          <button
            type="button"
            className="hd-button hd-button--outline"
            data-action="change-card"
            onClick={() => setIsEditing(true)}
          >
            {t(stored.card ? 'storedCard.change' : 'storedCard.add')}
          </button>
          {stored.isRemovable && <RemoveCardButton onRemoved={setStored} />}
        </div>
      )}
    </section>
  );
}

const noCard: StoredCardAnswer = { card: null, isRemovable: false };
