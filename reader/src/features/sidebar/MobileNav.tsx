import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useSettings } from '../../config/configContext';
import { ConfiguredLink } from '../../shared/ConfiguredLink';
import { useAccountEntries } from '../header/useAccountEntries';
import { useHeaderNav } from '../header/useHeaderNav';
import { useSession } from '../../shared/session/sessionContext';
import { NavIcon, type NavIconName } from './NavIcon';
import { useText } from '../../i18n/useText';

interface Props {
  /** Closes the drawer before an entry that does not navigate (login dialog, logout). */
  onClose: () => void;
}

/**
 * Spec §2: on mobile the drawer carries the header's navigation and, with icons, the account
 * entries the header's account menu would show (the same rules, `accountEntries`).
 */
export function MobileNav({ onClose }: Props) {
  const { t } = useTranslation();
  const { header } = useSettings();
  const text = useText();
  const nav = useHeaderNav();
  return (
    <nav aria-label={t('nav.menu')} className="hd-sidebar__block">
      <ul className="hd-sidebar__list">
        <Entry icon="home" to="/" label={t('nav.home')} />
        {nav.hasBooksLink && <Entry icon="books" to="/home-search" label={t('nav.books')} />}
        {nav.hasSearchIcon && <Entry icon="search" to="/search" label={t('nav.search')} />}
        {header.links.map((link, index) => (
          <li key={index}>
            <ConfiguredLink type={link.typeLink} url={link.url} className="hd-sidebar__item">
              {text(link.label)}
            </ConfiguredLink>
          </li>
        ))}
      </ul>
      <AccountEntryList onClose={onClose} />
    </nav>
  );
}

function AccountEntryList({ onClose }: Props) {
  const { t } = useTranslation();
  const { requireLogin, logout } = useSession();
  const entries = useAccountEntries();
  if (entries.kind === 'hidden') return null;
  if (entries.kind === 'anonymous') {
    return (
      <ul className="hd-sidebar__list hd-drawer__account">
        {entries.registerUrl && (
          <li>
            <a href={entries.registerUrl} className="hd-sidebar__item hd-drawer__register">
              <Label icon="register">{t('login.register')}</Label>
            </a>
          </li>
        )}
        <ActionEntry
          icon="login"
          className="hd-drawer__login"
          label={t('nav.login')}
          onClick={() => {
            onClose();
            requireLogin();
          }}
        />
      </ul>
    );
  }
  return (
    <ul className="hd-sidebar__list hd-drawer__account">
      {entries.hasProfile && <Entry icon="profile" to="/profile" label={t('nav.profile')} />}
      {entries.hasSubscription && (
        <Entry icon="subscription" to="/subscription" label={t('nav.subscription')} />
      )}
      <Entry icon="payments" to="/payment-history" label={t('nav.paymentHistory')} />
      {entries.myPageUrl && (
        <li>
          <a
            href={entries.myPageUrl}
            className="hd-sidebar__item"
            target="_blank"
            rel="noopener noreferrer"
          >
            <Label icon="myPage">{t('nav.myPage')}</Label>
          </a>
        </li>
      )}
      <ActionEntry
        icon="logout"
        className="hd-drawer__logout"
        label={t('nav.logout')}
        onClick={() => {
          onClose();
          void logout();
        }}
      />
    </ul>
  );
}

function Label({ icon, children }: { icon: NavIconName; children: ReactNode }) {
  return (
    <span className="hd-drawer__label">
      <NavIcon name={icon} />
      {children}
    </span>
  );
}

function Entry({ icon, to, label }: { icon: NavIconName; to: string; label: string }) {
  return (
    <li>
      <Link to={to} className="hd-sidebar__item">
        <Label icon={icon}>{label}</Label>
      </Link>
    </li>
  );
}

interface ActionProps {
  icon: NavIconName;
  className: string;
  label: string;
  onClick: () => void;
}

function ActionEntry({ icon, className, label, onClick }: ActionProps) {
  return (
    <li>
      <button type="button" className={`hd-sidebar__item ${className}`} onClick={onClick}>
        <Label icon={icon}>{label}</Label>
      </button>
    </li>
  );
}
