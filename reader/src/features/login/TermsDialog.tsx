import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';
import { exchangeCode } from './exchangeCode';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import type { PendingTerms } from './useProviderReturn';
import { useText } from '../../i18n/useText';

interface Props {
  pending: PendingTerms;
  onClose: () => void;
}

/** LEARNING_ID terms acceptance (spec §4): accepting resends the same code with the answer. */
export function TermsDialog({ pending, onClose }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const { company } = useSettings();
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const [isAccepted, setIsAccepted] = useState(false);
  const [isSubscribeMail, setIsSubscribeMail] = useState(false);
  const accept = () =>
    exchangeCode(api, {
      ...pending,
      tenantParams: session.tenantParams,
      isMobileApp: session.isMobileApp,
      terms: { isAcceptTermsAndCondition: true, isSubscribeMail },
    })
      .then(session.completeLogin)
      .catch(toast.notifyApiError)
      .finally(onClose);
  return (
    <ModalDialog title={t('terms.title')} onClose={onClose}>
      {company.learningIdTermsText && (
        <p className="hd-terms__text">{text(company.learningIdTermsText)}</p>
      )}
      {company.learningIdTermsUrl && (
        <a href={company.learningIdTermsUrl} target="_blank" rel="noopener noreferrer">
          {t('terms.read')}
        </a>
      )}
      <label className="hd-check">
        <input
          type="checkbox"
          checked={isAccepted}
          onChange={(e) => setIsAccepted(e.target.checked)}
        />
        {t('terms.accept')}
      </label>
      <label className="hd-check">
        <input
          type="checkbox"
          checked={isSubscribeMail}
          onChange={(e) => setIsSubscribeMail(e.target.checked)}
        />
        {t('profile.mailMagazine')}
      </label>
      <div className="hd-modal__actions">
        <button type="button" className="hd-button hd-button--outline" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="hd-button"
          disabled={!isAccepted}
          onClick={() => void accept()}
        >
          {t('terms.agree')}
        </button>
      </div>
    </ModalDialog>
  );
}
