import { useState } from 'react';
import type { StoredCardAnswer } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useTranslation } from '../../i18n/useTranslation';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useToast } from '../toast/toastContext';

/**
 * Removes the stored card after the reader confirms. Offered only when no subscription renews
 * with it; should one start meanwhile, the server refuses (872) and its toast says why.
 */
export function RemoveCardButton({ onRemoved }: { onRemoved: (answer: StoredCardAnswer) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [isAsking, setIsAsking] = useState(false);
  const remove = async () => {
    setIsAsking(false);
    try {
      onRemoved(await api<StoredCardAnswer>('DELETE', '/veritrans/card'));
      toast.notify('success', 'storedCard.removed');
    } catch (error) {
      toast.notifyApiError(error);
    }
  };
  return (
    <>
      <button
        type="button"
        className="hd-button hd-button--outline"
        data-action="remove-card"
        onClick={() => setIsAsking(true)}
      >
        {t('storedCard.remove')}
      </button>
      {isAsking && (
        <ModalDialog title={t('storedCard.remove')} onClose={() => setIsAsking(false)}>
          <p>{t('storedCard.removeConfirm')}</p>
          <div className="hd-modal__actions">
            <button
              type="button"
              className="hd-button hd-button--outline"
              onClick={() => setIsAsking(false)}
            >
              {t('storedCard.keep')}
            </button>
            <button
              type="button"
              className="hd-button hd-button--danger"
              data-action="confirm-remove-card"
              onClick={() => void remove()}
            >
              {t('storedCard.remove')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
