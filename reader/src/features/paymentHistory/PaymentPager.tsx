import type { Page } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';

/** Previous and next page of a v1 list, shown only when there is more than one page. */
export function PaymentPager({
  page,
  onPage,
}: {
  page: Page<unknown>;
  onPage: (number: number) => void;
}) {
  const { t } = useTranslation();
  if (page.totalPages <= 1) return null;
  return (
    <nav className="hd-payments__pager" aria-label={t('paging.label')}>
      <button
        type="button"
        className="hd-button hd-button--outline"
        disabled={page.pageNumber <= 1}
        onClick={() => onPage(page.pageNumber - 1)}
      >
        {t('paging.previous')}
      </button>
      <span>{t('paging.page', { page: page.pageNumber })}</span>
      <button
        type="button"
        className="hd-button hd-button--outline"
        disabled={page.pageNumber >= page.totalPages}
        onClick={() => onPage(page.pageNumber + 1)}
      >
        {t('paging.next')}
      </button>
    </nav>
  );
}
