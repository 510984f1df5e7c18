import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The results area of the search layout; results arrive with the search issue. */
export default function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q');
  return (
    <section className="hd-page" aria-labelledby="hd-page-title">
      <h1 id="hd-page-title" className="hd-page__title">
        {query ? t('search.resultsFor', { query }) : t('search.results')}
      </h1>
      {!query && <p>{t('search.prompt')}</p>}
    </section>
  );
}
