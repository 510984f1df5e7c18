import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Profile } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { isLanguage, LANGUAGES } from '../../i18n/language';
import { useSession } from '../../shared/session/sessionContext';
import { useToast } from '../toast/toastContext';

interface Props {
  profile: Profile;
  onSaved: () => void;
}

/** PUT /user/update/{id}: full_name, lang, is_subscribe_mail, is_receive_notify. */
export function ProfileSettingsForm({ profile, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { runSignedIn, updateUser } = useSession();
  const [values, setValues] = useState({
    fullName: profile.fullName,
    lang: profile.lang,
    isSubscribeMail: profile.isSubscribeMail,
    isReceiveNotify: profile.isReceiveNotify,
  });
  const [isTouched, setIsTouched] = useState(false);
  const isNameMissing = isTouched && values.fullName.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (values.fullName.trim() === '') return;
    // An expired session re-opens sign-in and saves afterwards (spec §4 follow-up action).
    await runSignedIn(async () => {
      const fullName = values.fullName.trim();
      await api('PUT', `/user/update/${encodeURIComponent(profile.id)}`, {
        body: { ...values, fullName },
      });
      updateUser(profile.id, { name: fullName, lang: values.lang });
      if (isLanguage(values.lang)) i18n.changeLanguage(values.lang);
      toast.notify('success', 'api.update.200');
      onSaved();
    }).catch(toast.notifyApiError);
  };
  const check = (name: 'isSubscribeMail' | 'isReceiveNotify', label: string) => (
    <label className="hd-check">
      <input
        type="checkbox"
        name={name}
        checked={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.checked }))}
      />
      {label}
    </label>
  );

  return (
    <form className="hd-profile__section" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('profile.settings')}</h2>
      <label htmlFor="hd-profile-name">{t('profile.fullName')}</label>
      <input
        id="hd-profile-name"
        name="fullName"
        className="hd-input"
        autoComplete="name"
        value={values.fullName}
        aria-invalid={isNameMissing || undefined}
        onChange={(event) => setValues((v) => ({ ...v, fullName: event.target.value }))}
        onBlur={() => setIsTouched(true)}
      />
      {isNameMissing && <p className="hd-field-error">{t('validate.required')}</p>}
      <label htmlFor="hd-profile-lang">{t('profile.language')}</label>
      <select
        id="hd-profile-lang"
        name="lang"
        className="hd-input"
        value={values.lang}
        onChange={(event) => setValues((v) => ({ ...v, lang: event.target.value }))}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`profile.languages.${language}`)}
          </option>
        ))}
      </select>
      {check('isSubscribeMail', t('profile.mailMagazine'))}
      {check('isReceiveNotify', t('profile.serviceNotifications'))}
      <button type="submit" className="hd-button">
        {t('profile.save')}
      </button>
    </form>
  );
}
