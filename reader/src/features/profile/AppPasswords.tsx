import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  MAX_APP_PASSWORD_NAME,
  type AppPassword,
  type NewAppPassword,
} from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useConfig } from '../../config/configContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../toast/toastContext';

/**
 * App passwords for e-reader apps (OPDS, issue 35): the catalogue's address, the reader's
 * passwords with when each was made and last used, a form for a new one (shown once) and
 * revocation. `GET/POST /user/app-passwords`, `DELETE /user/app-passwords/{id}`.
 */
export function AppPasswords() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { tenant } = useConfig();
  const [passwords, setPasswords] = useState<AppPassword[] | null>(null);
  const [name, setName] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [created, setCreated] = useState<NewAppPassword | null>(null);

  const load = useCallback(() => {
    api<AppPassword[]>('GET', '/user/app-passwords').then(setPasswords, toast.notifyApiError);
  }, [api, toast]);
  useEffect(load, [load]);

  const catalogue =
    `${window.location.origin}/api/opds/v2/catalog` +
    (tenant?.domainType === 'PATH' && tenant.path
      ? `?path=${encodeURIComponent(tenant.path)}`
      : '');
  const nameError = isSubmitted && !name.trim() ? t('validate.required') : undefined;
  const when = (at: string | null) =>
    at ? new Date(at).toLocaleString(i18n.language) : t('profile.appPasswords.never');

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!name.trim()) return;
    try {
      setCreated(await api<NewAppPassword>('POST', '/user/app-passwords', { body: { name } }));
      setName('');
      setIsSubmitted(false);
      load();
    } catch (error) {
      toast.notifyApiError(error);
    }
  };

  const revoke = async (id: string) => {
    try {
      await api('DELETE', `/user/app-passwords/${id}`);
      if (created?.id === id) setCreated(null);
      load();
    } catch (error) {
      toast.notifyApiError(error);
    }
  };

  return (
    <section className="hd-profile__section" aria-labelledby="hd-app-passwords-title">
      <h2 id="hd-app-passwords-title">{t('profile.appPasswords.title')}</h2>
      <p>{t('profile.appPasswords.intro')}</p>
      <label htmlFor="hd-app-passwords-catalogue">{t('profile.appPasswords.catalogue')}</label>
      <input
        id="hd-app-passwords-catalogue"
        className="hd-input"
        readOnly
        value={catalogue}
        onFocus={(event) => event.target.select()}
      />
      {created && (
        <div className="hd-profile__secret" role="status">
          <p>{t('profile.appPasswords.shownOnce', { name: created.name })}</p>
          <code>{created.password}</code>
        </div>
      )}
      {passwords && passwords.length > 0 && (
        <ul className="hd-profile__app-passwords">
          {passwords.map((password) => (
            <li key={password.id}>
              <span>
                <strong>{password.name}</strong> (…{password.hint})
                <br />
                {t('profile.appPasswords.created', { at: when(password.createdAt) })} ·{' '}
                {t('profile.appPasswords.lastUsed', { at: when(password.lastUsedAt) })}
              </span>
              <button type="button" className="hd-button" onClick={() => void revoke(password.id)}>
                {t('profile.appPasswords.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void create(event)} noValidate>
        <label htmlFor="hd-app-passwords-name">{t('profile.appPasswords.name')}</label>
        <input
          id="hd-app-passwords-name"
          className="hd-input"
          maxLength={MAX_APP_PASSWORD_NAME}
          value={name}
          aria-invalid={nameError ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {nameError && <p className="hd-field-error">{nameError}</p>}
        <button type="submit" className="hd-button">
          {t('profile.appPasswords.create')}
        </button>
      </form>
    </section>
  );
}
