import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { useToast } from '../toast/toastContext';
import { startProviderSignIn, type Provider } from './providerFlow';
import { notifyProviderError } from './providerErrors';
import { useRedirectUrl } from './useRedirectUrl';
import { useText } from '../../i18n/useText';

interface Props {
  isBusy: boolean;
  onIpLogin: () => void;
  /** "OIDC only": no password form above, so no "or" before the buttons. */
  isOnlyWay?: boolean;
}

/**
 * IP, Google, Microsoft and the tenant's own OpenID Connect provider, each only when the
 * company enables it.
 */
export function ProviderButtons({ isBusy, onIpLogin, isOnlyWay = false }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const { company } = useSettings();
  const api = useApi();
  const toast = useToast();
  const redirectUrl = useRedirectUrl();
  const start = (provider: Provider) =>
    startProviderSignIn(api, provider, redirectUrl).catch((error: unknown) =>
      notifyProviderError(toast, error),
    );
  const providers = [
    {
      id: 'ip',
      label: t('login.ipLogin'),
      isEnabled: company.loginByIpAddress,
      onClick: onIpLogin,
    },
    {
      id: 'google',
      label: t('login.google'),
      isEnabled: company.googleOption === 'LOGIN',
      onClick: () => void start('google'),
    },
    {
      id: 'microsoft',
      label: t('login.microsoft'),
      isEnabled: company.microsoftLoginOption !== 'NONE',
      onClick: () => void start('microsoft'),
    },
    {
      id: 'oidc',
      label: text(company.oidcButtonLabel) || t('login.oidc'),
      isEnabled: company.oidcLoginOption !== 'NONE',
      onClick: () => void start('custom'),
    },
  ].filter((provider) => provider.isEnabled);
  if (providers.length === 0) return null;
  return (
    <div className="hd-login__providers">
      {!isOnlyWay && <p className="hd-login__or">{t('login.or')}</p>}
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          disabled={isBusy}
          className={`hd-button hd-button--outline hd-login__provider hd-login__provider--${provider.id}`}
          onClick={provider.onClick}
        >
          {provider.label}
        </button>
      ))}
    </div>
  );
}
