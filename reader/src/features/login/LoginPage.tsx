import { useState, type CSSProperties, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsOpenType, useSettings } from '../../config/configContext';
import { ProviderButtons } from './ProviderButtons';
import './login.css';

/**
 * The sign-in screen, shaped by the tenant's company and custom-login settings. Signing in
 * itself is a later issue, so submitting only says so.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { company, customLogin } = useSettings();
  const isOpenType = useIsOpenType();
  const [isSubmitted, setIsSubmitted] = useState(false);
  if (isOpenType) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
  };
  const logo = customLogin.logo || company.logo;
  const background: CSSProperties = customLogin.backgroundImage
    ? { backgroundImage: `url(${JSON.stringify(customLogin.backgroundImage)})` }
    : {};

  return (
    <main className="hd-login" style={background}>
      <div className="hd-login__card">
        <Link to="/" className="hd-login__brand">
          {logo && <img src={logo} alt={company.serviceName} className="hd-login__logo" />}
          {customLogin.showServiceName && <span>{company.serviceName}</span>}
        </Link>
        <h1 className="hd-login__title">{customLogin.title || t('login.title')}</h1>
        {customLogin.description && (
          <p className="hd-login__description">{customLogin.description}</p>
        )}
        <form className="hd-login__form" onSubmit={submit}>
          <label htmlFor="hd-login-id">{company.titleOfEmailField || t('login.email')}</label>
          <input id="hd-login-id" className="hd-input" autoComplete="username" required />
          <label htmlFor="hd-login-password">
            {company.titleOfPasswordField || t('login.password')}
          </label>
          <input
            id="hd-login-password"
            className="hd-input"
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className="hd-button hd-login__submit">
            {t('login.submit')}
          </button>
          {isSubmitted && (
            <p role="status" className="hd-login__notice">
              {t('login.unavailable')}
            </p>
          )}
        </form>
        {company.activeForgotPassword && (
          <Link to="/forget-password" className="hd-login__forgot">
            {t('login.forgotPassword')}
          </Link>
        )}
        <ProviderButtons onChoose={() => setIsSubmitted(true)} />
      </div>
    </main>
  );
}
