import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../api/apiContext';
import { useSettings } from '../../config/configContext';
import { ContentDetailRoute } from '../contentDetail/ContentDetailRoute';
import { useOpenBook } from '../contentDetail/useOpenBook';
import { ContentButtons } from '../contentList/ContentButtons';
import { detailPath } from '../contentList/detailPath';
import { PagedContentList } from '../contentList/PagedContentList';
import { useIsSignedIn } from '../contentList/useReaderStatus';
import { currentSort } from '../contentList/sortState';
import { fetchSearchPage } from './searchQueries';
import { isEmptySearch, readSearchState, writeSearchState } from './searchState';
import { SortSelect } from './SortSelect';

/** /search and /search/{contentId}: the results of the search in the URL, or one content. */
export default function SearchResultsPage() {
  const { contentId } = useParams();
  const { layout } = useSettings();
  if (contentId !== undefined) {
    return <ContentDetailRoute contentId={contentId} isNoLayout={layout.noLayout} />;
  }
  return <SearchResults />;
}

function SearchResults() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { search, sortFields, searchResult } = useSettings();
  const [params] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const book = useOpenBook();
  const [total, setTotal] = useState<{ count: number; isCapped: boolean } | null>(null);
  // Stable, as the list reports its total from an effect that depends on it.
  const onTotal = useCallback(
    (count: number, isCapped: boolean) => setTotal({ count, isCapped }),
    [],
  );
  const state = readSearchState(params, search);
  const items = sortFields.items.filter((item) => item.type === 'SEARCH_SORT');
  const sort = currentSort(items, params);
  const listKey =
    isSignedIn === null
      ? null
      : JSON.stringify([isSignedIn, writeSearchState(state, search).toString(), sort]);
  return (
    <section className="hd-page hd-results" aria-labelledby="hd-page-title">
      <div className="hd-results__head">
        <h1 id="hd-page-title" className="hd-page__title">
          {isEmptySearch(state, search) ? t('search.all') : t('search.results')}
          {total !== null && (
            <span className="hd-results__total" data-testid="result-total">
              {total.isCapped
                ? t('search.totalAtLeast', { number: total.count.toLocaleString(i18n.language) })
                : t('search.total', { count: total.count })}
            </span>
          )}
        </h1>
        <SortSelect items={items} sort={sort} />
      </div>
      <PagedContentList
        listKey={listKey}
        mode={search.pagingMode}
        fetchPage={(page) =>
          fetchSearchPage({ api, isSignedIn: isSignedIn === true, state, search, sort, page })
        }
        linkOf={(item) => detailPath(item.id, { base: '/search' })}
        label={t('search.results')}
        emptyText={t('search.noResults')}
        onTotal={onTotal}
        buttonsOf={(item) => (
          <ContentButtons
            buttons={searchResult.buttons}
            item={item}
            detailTo={detailPath(item.id, { base: '/search' })}
            onView={() => book.open(item.id, undefined, item)}
            onDownload={() => book.download(item.id, undefined, item)}
            align="LEFT"
          />
        )}
      />
      {book.dialog}
    </section>
  );
}
