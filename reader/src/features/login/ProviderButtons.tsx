import { useTranslation } from 'react-i18next';
import { useSettings } from '../../config/configContext';

/** IP, Google and Microsoft sign-in, each only when the company enables it. */
export function ProviderButtons({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const { company } = useSettings();
  const providers = [
    { id: 'ip', label: t('login.ipLogin'), isEnabled: company.loginByIpAddress },
    { id: 'google', label: t('login.google'), isEnabled: company.googleOption === 'LOGIN' },
    {
      id: 'microsoft',
      label: t('login.microsoft'),
      isEnabled: company.microsoftLoginOption !== 'NONE',
    },
  ].filter((provider) => provider.isEnabled);
  if (providers.length === 0) return null;
  return (
    <div className="hd-login__providers">
      <p className="hd-login__or">{t('login.or')}</p>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={`hd-button hd-button--outline hd-login__provider hd-login__provider--${provider.id}`}
          onClick={onChoose}
        >
          {provider.label}
        </button>
      ))}
    </div>
  );
}
