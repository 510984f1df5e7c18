import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../config/configContext';
import { ConfiguredLink } from '../../shared/ConfiguredLink';
import { useHeaderNav } from '../header/useHeaderNav';

/** Spec §2: on mobile the drawer carries the header's navigation. */
export function MobileNav() {
  const { t } = useTranslation();
  const { header } = useSettings();
  const nav = useHeaderNav();
  return (
    <nav aria-label={t('nav.menu')} className="hd-sidebar__block">
      <ul className="hd-sidebar__list">
        <li>
          <Link to="/" className="hd-sidebar__item">
            {t('nav.home')}
          </Link>
        </li>
        {nav.hasBooksLink && (
          <li>
            <Link to="/home-search" className="hd-sidebar__item">
              {t('nav.books')}
            </Link>
          </li>
        )}
        {nav.hasSearchIcon && (
          <li>
            <Link to="/search" className="hd-sidebar__item">
              {t('nav.search')}
            </Link>
          </li>
        )}
        {header.links.map((link, index) => (
          <li key={index}>
            <ConfiguredLink type={link.typeLink} url={link.url} className="hd-sidebar__item">
              {link.label}
            </ConfiguredLink>
          </li>
        ))}
        {nav.hasLogin && (
          <li>
            <Link to="/login" className="hd-sidebar__item">
              {t('nav.login')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
