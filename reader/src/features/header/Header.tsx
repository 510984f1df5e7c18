import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useConfig, useSettings } from '../../config/configContext';
import { ConfiguredLink } from '../../shared/ConfiguredLink';
import { SearchIcon } from './SearchIcon';
import { MenuButton } from './MenuButton';
import { AccountMenu } from './AccountMenu';
import { useHeaderNav } from './useHeaderNav';
import { isLoginRoute } from '../../shared/session/guards';
import './header.css';
import { useText } from '../../i18n/useText';

export interface MenuControl {
  controls: string;
  isOpen: boolean;
  onToggle: () => void;
}

interface Props {
  /** Present when the page has a sidebar or a mobile drawer to toggle. */
  menu?: MenuControl;
}

export function Header({ menu }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const { header, company } = useSettings();
  const { tenant } = useConfig();
  const nav = useHeaderNav();
  const { pathname } = useLocation();
  // A tenant that has not named its service yet shows its company name, never the product's.
  const title =
    text(header.title) ||
    text(company.titlePage) ||
    text(company.serviceName) ||
    tenant?.name ||
    '';
  const logo = header.logo || company.logo;
  return (
    <header className="hd-header">
      {menu && <MenuButton {...menu} />}
      <Link to="/" className="hd-header__brand">
        {logo && (
          // Often the page's largest element: fetched ahead of the app's modules.
          <img
            src={logo}
            alt={t('nav.logoAlt', { name: title })}
            className="hd-header__logo"
            fetchPriority="high"
          />
        )}
        {header.showTitle && <span className="hd-header__title">{title}</span>}
        {!logo && !header.showTitle && <span className="hd-visually-hidden">{t('nav.home')}</span>}
      </Link>
      <nav aria-label={t('nav.headerLinks')} className="hd-header__nav">
        <ul>
          {header.links.map((link, index) => (
            <li key={index}>
              <ConfiguredLink type={link.typeLink} url={link.url} className="hd-header__link">
                {text(link.label)}
              </ConfiguredLink>
            </li>
          ))}
          {nav.hasBooksLink && (
            <li>
              <Link to="/home-search" className="hd-header__link">
                {t('nav.books')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {nav.hasSearchIcon && (
        <Link
          to="/search"
          className="hd-header__icon"
          aria-label={t('nav.search')}
          title={t('nav.search')}
        >
          <SearchIcon />
        </Link>
      )}
      {/* On the sign-in pages the form is the page: a Login button would open it again. */}
      {!isLoginRoute(pathname) && <AccountMenu />}
    </header>
  );
}
