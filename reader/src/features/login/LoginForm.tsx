import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useConfig } from '../../config/configContext';
import { LearningIdButtons } from './LearningIdButtons';
import { ProviderButtons } from './ProviderButtons';
import { identityLabelKey, usePasswordLogin } from './usePasswordLogin';
import '../../shared/ui/fields.css';
import { useText } from '../../i18n/useText';

/** The sign-in controls the tenant allows, shared by the login page and the login dialog. */
export function LoginForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const text = useText();
  const { settings, tenant } = useConfig();
  const { company } = settings;
  const login = usePasswordLogin();
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [touched, setTouched] = useState({ identifier: false, password: false });

  if (tenant?.accountType === 'LEARNING_ID') return <LearningIdButtons />;
  // "OIDC only": the server refuses passwords (892), so no password form is offered.
  if (company.oidcOnly) {
    return (
      <>
        <p className="hd-login__description">{t('login.oidcOnly')}</p>
        <ProviderButtons isBusy={login.isBusy} onIpLogin={login.loginWithIpAddress} isOnlyWay />
      </>
    );
  }

  const errorOf = (field: keyof typeof values) =>
    touched[field] && values[field].trim() === '' ? t('validate.required') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ identifier: true, password: true });
    if (values.identifier.trim() === '' || values.password === '') return;
    void login.loginWithPassword(values.identifier, values.password);
  };
  const field = (name: keyof typeof values, label: string, type: string, autoComplete: string) => {
    const id = `${idPrefix}-${name}`;
    const error = errorOf(name);
    return (
      <>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          className="hd-input"
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          onBlur={() => setTouched((v) => ({ ...v, [name]: true }))}
        />
        {error && (
          <p id={`${id}-error`} className="hd-field-error">
            {error}
          </p>
        )}
      </>
    );
  };

  return (
    <>
      <form className="hd-login__form" onSubmit={submit} noValidate>
        {field(
          'identifier',
          text(company.titleOfEmailField) || t(identityLabelKey(tenant?.accountType)),
          'text',
          'username',
        )}
        {field(
          'password',
          text(company.titleOfPasswordField) || t('login.password'),
          'password',
          'current-password',
        )}
        <button type="submit" className="hd-button hd-login__submit" disabled={login.isBusy}>
          {t('login.submit')}
        </button>
      </form>
      {company.activeForgotPassword && (
        <Link to="/forget-password" className="hd-login__forgot">
          {t('login.forgotPassword')}
        </Link>
      )}
      <ProviderButtons isBusy={login.isBusy} onIpLogin={login.loginWithIpAddress} />
    </>
  );
}
