import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Status } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useSettings } from '../../config/configContext';
import { PasswordFields, passwordFieldErrors } from '../account/PasswordFields';
import { useToast } from '../toast/toastContext';

const EMPTY = { oldPass: '', newPass: '', confirmPass: '' };

/** PUT /user/change-password: user_id, old_pass, new_pass, confirm_pass. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { company } = useSettings();
  const api = useApi();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ oldPass?: string; newPass?: string }>({});
  const errors = passwordFieldErrors(values, company.strictPassword);
  const oldError = isSubmitted && !values.oldPass ? t('validate.required') : serverErrors.oldPass;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    setServerErrors({});
    if (!values.oldPass || Object.keys(errors).length > 0) return;
    try {
      await api('PUT', '/user/change-password', { body: { userId, ...values } });
      toast.notify('success', 'toast.success.passwordChanged');
      setValues(EMPTY);
      setIsSubmitted(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === Status.wrongPassword) {
        setServerErrors({ oldPass: t(`api.error.${Status.wrongPassword}`) });
      } else if (error instanceof ApiError && error.status === Status.passwordInUse) {
        setServerErrors({ newPass: t(`api.error.${Status.passwordInUse}`) });
      } else if (error instanceof ApiError && error.errors?.new_pass) {
        setServerErrors({ newPass: error.errors.new_pass });
      } else toast.notifyApiError(error);
    }
  };

  return (
    <form className="hd-profile__section" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('profile.changePassword')}</h2>
      <label htmlFor="hd-password-old">{t('profile.currentPassword')}</label>
      <input
        id="hd-password-old"
        name="oldPass"
        type="password"
        className="hd-input"
        autoComplete="current-password"
        value={values.oldPass}
        aria-invalid={oldError ? true : undefined}
        onChange={(event) => setValues((v) => ({ ...v, oldPass: event.target.value }))}
      />
      {oldError && <p className="hd-field-error">{oldError}</p>}
      <PasswordFields
        idPrefix="hd-password"
        values={values}
        errors={isSubmitted ? errors : {}}
        serverError={serverErrors.newPass}
        isStrict={company.strictPassword}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
      />
      <button type="submit" className="hd-button">
        {t('profile.changePassword')}
      </button>
    </form>
  );
}
