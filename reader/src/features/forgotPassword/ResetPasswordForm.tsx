import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useSettings } from '../../config/configContext';
import { PasswordFields, passwordFieldErrors } from '../account/PasswordFields';
import { useToast } from '../toast/toastContext';

/** The reset link's landing: POST /auth/reset-password with the token and the new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { company } = useSettings();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState({ newPass: '', confirmPass: '' });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = passwordFieldErrors(values, company.strictPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    try {
      await api('POST', '/auth/reset-password', { body: { token, newPassword: values.newPass } });
      toast.notify('success', 'toast.success.passwordReset');
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors?.new_password) {
        setServerError(error.errors.new_password);
      } else toast.notifyApiError(error);
    }
  };

  return (
    <form className="hd-login__form" onSubmit={(event) => void submit(event)} noValidate>
      <PasswordFields
        idPrefix="hd-reset"
        values={values}
        errors={isSubmitted ? errors : {}}
        serverError={serverError}
        isStrict={company.strictPassword}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
      />
      <button type="submit" className="hd-button hd-login__submit">
        {t('forgotPassword.resetSubmit')}
      </button>
    </form>
  );
}
