import { useTranslation } from '../../i18n/useTranslation';
import { useSettings } from '../../config/configContext';
import { ConfiguredLink } from '../../shared/ConfiguredLink';
import { footerRows } from './footerRows';
import { ScrollToTop } from './ScrollToTop';
import './footer.css';
import { useText } from '../../i18n/useText';

export function Footer() {
  const { t } = useTranslation();
  const text = useText();
  const { footer, company } = useSettings();
  const rows = footerRows(footer);
  return (
    <footer className="hd-footer">
      {rows.length > 0 && (
        <nav aria-label={t('footer.links')} className="hd-footer__rows">
          {rows.map((row) => (
            <ul
              key={row.position}
              className={`hd-footer__row hd-align-${row.alignment.toLowerCase()}`}
            >
              {row.links.map((link, index) => (
                <li key={link.id || index} style={{ width: row.linkWidth }}>
                  <ConfiguredLink type={link.typeLink} url={link.url} className="hd-footer__link">
                    {text(link.label)}
                  </ConfiguredLink>
                </li>
              ))}
            </ul>
          ))}
        </nav>
      )}
      {(footer.logo || text(footer.copyRight)) && (
        <div className="hd-footer__brand">
          {footer.logo && (
            <img src={footer.logo} alt={text(company.serviceName)} className="hd-footer__logo" />
          )}
          {text(footer.copyRight) && <small>{text(footer.copyRight)}</small>}
        </div>
      )}
      <ScrollToTop />
    </footer>
  );
}
