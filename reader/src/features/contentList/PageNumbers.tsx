import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { pageLinks } from './paging';

/** NUMBER_PAGING: links to the pages, keeping the rest of the query string. */
export function PageNumbers({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const links = pageLinks(current, total);
  if (links.length === 0) return null;
  const hrefOf = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `${pathname}?${params}`;
  };
  return (
    <nav className="hd-pages" aria-label={t('paging.label')} data-testid="page-numbers">
      {links.map((link, index) =>
        link === 'gap' ? (
          <span key={`gap${index}`} className="hd-pages__gap">
            …
          </span>
        ) : (
          <Link
            key={link}
            to={hrefOf(link)}
            className="hd-pages__link"
            aria-current={link === current ? 'page' : undefined}
            aria-label={t('paging.page', { page: link })}
          >
            {link}
          </Link>
        ),
      )}
    </nav>
  );
}
