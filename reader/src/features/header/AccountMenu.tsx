import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../shared/session/sessionContext';
import type { SignedInEntries } from './accountEntries';
import { useAccountEntries } from './useAccountEntries';

/** Spec §2 header account controls; which entries show is decided in `accountEntries`. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const entries = useAccountEntries();
  if (entries.kind === 'hidden') return null;
  if (entries.kind === 'anonymous') {
    return (
      <div className="hd-header__account">
        {entries.registerUrl && (
          <a
            href={entries.registerUrl}
            className="hd-button hd-button--outline hd-header__register"
          >
            {t('login.register')}
          </a>
        )}
        <button
          type="button"
          className="hd-button hd-header__login"
          onClick={() => session.requireLogin()}
        >
          {t('nav.login')}
        </button>
      </div>
    );
  }
  return <AccountDropdown entries={entries} />;
}

function AccountDropdown({ entries }: { entries: SignedInEntries }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);
  const close = () => setIsOpen(false);
  return (
    <div ref={root} className="hd-header__account hd-account">
      <button
        type="button"
        className="hd-account__toggle"
        aria-expanded={isOpen}
        aria-controls="hd-account-menu"
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="hd-account__name">{user?.name || user?.email || t('nav.account')}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {isOpen && (
        <ul id="hd-account-menu" className="hd-account__menu">
          {entries.hasProfile && (
            <li>
              <Link to="/profile" className="hd-account__item" onClick={close}>
                {t('nav.profile')}
              </Link>
            </li>
          )}
          {entries.hasSubscription && (
            <li>
              <Link to="/subscription" className="hd-account__item" onClick={close}>
                {t('nav.subscription')}
              </Link>
            </li>
          )}
          <li>
            <Link to="/notifications" className="hd-account__item" onClick={close}>
              {t('nav.notifications')}
            </Link>
          </li>
          <li>
            <Link to="/payment-history" className="hd-account__item" onClick={close}>
              {t('nav.paymentHistory')}
            </Link>
          </li>
          {entries.myPageUrl && (
            <li>
              <a
                href={entries.myPageUrl}
                className="hd-account__item"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('nav.myPage')}
              </a>
            </li>
          )}
          <li>
            <button
              type="button"
              className="hd-account__item"
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
