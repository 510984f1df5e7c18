import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { useToast } from '../toast/toastContext';
import { notifyProviderError } from './providerErrors';
import { learningRegisterUrl } from './learningRegister';
import { startProviderSignIn } from './providerFlow';
import { useRedirectUrl } from './useRedirectUrl';

/**
 * LEARNING_ID tenants sign in at the learning service. With auto-registration a Register
 * button opens the service's registration page (response_type=code, client_id, redirect_uri).
 */
export function LearningIdButtons() {
  const { t } = useTranslation();
  const { company } = useSettings();
  const api = useApi();
  const toast = useToast();
  const redirectUrl = useRedirectUrl();
  const registerUrl = learningRegisterUrl(company, redirectUrl);
  return (
    <div className="hd-login__providers">
      <button
        type="button"
        className="hd-button hd-login__submit"
        onClick={() =>
          void startProviderSignIn(api, 'learning', redirectUrl).catch((error: unknown) =>
            notifyProviderError(toast, error),
          )
        }
      >
        {t('login.learningId')}
      </button>
      {registerUrl && (
        <a href={registerUrl} className="hd-button hd-button--outline hd-login__provider">
          {t('login.register')}
        </a>
      )}
    </div>
  );
}
