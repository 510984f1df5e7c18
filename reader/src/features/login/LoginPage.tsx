import type { CSSProperties } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsOpenType, useSettings } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import { LoginForm } from './LoginForm';
import { TermsDialog } from './TermsDialog';
import { useProviderAutoStart } from './useProviderAutoStart';
import { useProviderReturn } from './useProviderReturn';
import './login.css';
import { useText } from '../../i18n/useText';

/** The sign-in screen, shaped by the tenant's company and custom-login settings. */
export default function LoginPage() {
  const isOpenType = useIsOpenType();
  if (isOpenType) return <Navigate to="/" replace />;
  return <LoginScreen />;
}

function LoginScreen() {
  const { t } = useTranslation();
  const text = useText();
  const { company, customLogin } = useSettings();
  const session = useSession();
  useProviderAutoStart();
  const { pendingTerms, clearPendingTerms } = useProviderReturn();
  // The session sends a signed-in reader on (guard 9); nothing to show meanwhile.
  if (session.status === 'authenticated') return null;

  const logo = customLogin.logo || company.logo;
  const background: CSSProperties = customLogin.backgroundImage
    ? { backgroundImage: `url(${JSON.stringify(customLogin.backgroundImage)})` }
    : {};
  return (
    <div className="hd-login" style={background}>
      <div className="hd-login__card">
        <Link to="/" className="hd-login__brand">
          {logo && <img src={logo} alt={text(company.serviceName)} className="hd-login__logo" />}
          {customLogin.showServiceName && <span>{text(company.serviceName)}</span>}
        </Link>
        <h1 className="hd-login__title">{text(customLogin.title) || t('login.title')}</h1>
        {text(customLogin.description) && (
          <p className="hd-login__description">{text(customLogin.description)}</p>
        )}
        <LoginForm idPrefix="hd-login" />
      </div>
      {pendingTerms && <TermsDialog pending={pendingTerms} onClose={clearPendingTerms} />}
    </div>
  );
}
