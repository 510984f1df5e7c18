import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Status, type Profile } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';

/** The address belongs to another account. */
const TAKEN = new Set<number>([Status.emailExists, Status.emailInUse]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  profile: Profile;
  onSaved: () => void;
}

/** PUT /user/change-email/{id}: new_email. */
export function ChangeEmailForm({ profile, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { updateUser } = useSession();
  const [email, setEmail] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const value = email.trim();
  const localError = !value ? 'validate.required' : EMAIL.test(value) ? null : 'validate.email';
  const error = isSubmitted && localError ? t(localError) : serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    setServerError(null);
    if (localError) return;
    try {
      await api('PUT', `/user/change-email/${encodeURIComponent(profile.id)}`, {
        body: { newEmail: value },
      });
      updateUser(profile.id, { email: value });
      toast.notify('success', 'api.update.200');
      setEmail('');
      setIsSubmitted(false);
      onSaved();
    } catch (caught) {
      if (caught instanceof ApiError && TAKEN.has(caught.status)) {
        setServerError(t(`api.error.${caught.status}`));
      } else if (caught instanceof ApiError && caught.errors?.new_email) {
        setServerError(caught.errors.new_email);
      } else toast.notifyApiError(caught);
    }
  };

  return (
    <form className="hd-profile__section" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('profile.changeEmail')}</h2>
      <p>{t('profile.currentEmail', { email: profile.email ?? '—' })}</p>
      <label htmlFor="hd-email-new">{t('profile.newEmail')}</label>
      <input
        id="hd-email-new"
        name="newEmail"
        type="email"
        className="hd-input"
        autoComplete="email"
        value={email}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && <p className="hd-field-error">{error}</p>}
      <button type="submit" className="hd-button">
        {t('profile.changeEmail')}
      </button>
    </form>
  );
}
