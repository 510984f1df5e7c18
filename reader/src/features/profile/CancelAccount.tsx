import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';

/** DELETE /user/cancel/{id} after a confirmation; then the same clearing as logout (spec §4). */
export function CancelAccount({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = async () => {
    try {
      await api('DELETE', `/user/cancel/${encodeURIComponent(userId)}`);
      toast.notify('success', 'toast.success.cancelUser');
      await session.clearSession();
      navigate('/login', { replace: true });
    } catch (error) {
      setIsConfirming(false);
      toast.notifyApiError(error);
    }
  };
  return (
    <section className="hd-profile__section">
      <h2>{t('profile.cancelAccount')}</h2>
      <p>{t('profile.cancelAccountIntro')}</p>
      <button
        type="button"
        className="hd-button hd-button--danger"
        onClick={() => setIsConfirming(true)}
      >
        {t('profile.cancelAccount')}
      </button>
      {isConfirming && (
        <ModalDialog title={t('profile.cancelAccount')} onClose={() => setIsConfirming(false)}>
          <p>{t('profile.cancelAccountConfirm')}</p>
          <div className="hd-modal__actions">
            <button
              type="button"
              className="hd-button hd-button--outline"
              onClick={() => setIsConfirming(false)}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="hd-button hd-button--danger"
              onClick={() => void cancel()}
            >
              {t('profile.cancelAccountSubmit')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
