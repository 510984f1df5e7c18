import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { identityLabelKey, loginTypeOf } from '../login/usePasswordLogin';
import { useToast } from '../toast/toastContext';
import { useText } from '../../i18n/useText';

/** Spec §7: PUT /auth/forgot-password with query email, domain, service_path, login_type. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const text = useText();
  const { settings, tenant } = useConfig();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const isMissing = isTouched && identifier.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    const email = identifier.trim();
    if (!email) return;
    setIsBusy(true);
    try {
      await api('PUT', '/auth/forgot-password', {
        query: {
          email,
          domain: tenant?.domain ?? undefined,
          servicePath: tenant?.path ?? undefined,
          loginType: loginTypeOf(tenant?.accountType, email),
        },
      });
      navigate(`/forget-password?sent=true&email=${encodeURIComponent(email)}`, { replace: true });
    } catch (error) {
      toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form className="hd-login__form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="hd-login__description">{t('forgotPassword.intro')}</p>
      <label htmlFor="hd-forgot-id">
        {text(settings.company.titleOfEmailField) || t(identityLabelKey(tenant?.accountType))}
      </label>
      <input
        id="hd-forgot-id"
        name="identifier"
        className="hd-input"
        autoComplete="username"
        value={identifier}
        aria-invalid={isMissing || undefined}
        onChange={(event) => setIdentifier(event.target.value)}
        onBlur={() => setIsTouched(true)}
      />
      {isMissing && <p className="hd-field-error">{t('validate.required')}</p>}
      <button type="submit" className="hd-button hd-login__submit" disabled={isBusy}>
        {t('forgotPassword.submit')}
      </button>
    </form>
  );
}
